/* libdw_api.h — elfutils libdw, loaded with dlopen at the first symbolization
 * instead of at start-up. `heddle run` supervises the program for its whole
 * run, and most runs report nothing: linked normally, libdw and what it pulls
 * in (libelf, libz, liblzma, libbz2) were mapped and relocated in every run,
 * +0.7 MB of peak RSS — a benchmark's measured memory when the program is
 * small (issue #16). The declarations stay elfutils' own headers': each
 * pointer has the type of the function it stands for. */
#ifndef HEDDLE_LIBDW_API_H
#define HEDDLE_LIBDW_API_H

#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>

/* The soname loaded, as Debian's libdw1 installs it. */
#define LIBDW_SONAME "libdw.so.1"

/* Every libdw function symbolize.c, scope_path.c and line_row.c call. */
#define LIBDW_FUNCTIONS(X)                                                                          \
  X(dwarf_aggregate_size) X(dwarf_attr) X(dwarf_attr_integrate) X(dwarf_formref_die) X(dwarf_peel_type) X(dwarf_child) X(dwarf_decl_line) X(dwarf_diename)            \
  X(dwarf_filesrc) X(dwarf_formaddr) X(dwarf_formstring) X(dwarf_formudata) X(dwarf_getlocation)     \
  X(dwarf_getlocation_attr) X(dwarf_getscopes) X(dwarf_getsrclines) X(dwarf_lineaddr) X(dwarf_lineendsequence) X(dwarf_onesrcline) X(dwarf_getsrc_die)            \
  X(dwarf_getsrcfiles) X(dwarf_haspc) X(dwarf_linecol) X(dwarf_lineno) X(dwarf_linesrc)              \
  X(dwarf_ranges) X(dwarf_siblingof) X(dwarf_tag) X(dwfl_addrmodule) X(dwfl_begin) X(dwfl_build_id_find_elf)         \
  X(dwfl_end) X(dwfl_errmsg) X(dwfl_module_addrdie) X(dwfl_module_addrinfo) X(dwfl_module_addrname)  \
  X(dwfl_module_nextcu) X(dwfl_offline_section_address) X(dwfl_report_begin) X(dwfl_report_elf)      \
  X(dwfl_report_end) X(dwfl_standard_find_debuginfo)

struct libdw_api {
#define LIBDW_POINTER(name) __typeof__(name) *name;
  LIBDW_FUNCTIONS(LIBDW_POINTER)
#undef LIBDW_POINTER
};

/* libdw's functions, loaded at the first call. NULL when the library cannot
 * be loaded or lacks one of them: the first call then says so on stderr
 * (which library, why, what to install), and frames stay module+offset. */
const struct libdw_api *libdw_api(void);

#endif /* HEDDLE_LIBDW_API_H */
