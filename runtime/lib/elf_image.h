/* elf_image.h — the running executable's ELF file, mapped read-only while
 * start-up reads its symbol tables, then unmapped.
 *
 * Why not libelf: linked into every instrumented program, libelf and libz
 * stayed mapped for the whole run (about 0.18 MB of RSS) for one read at
 * start-up (issue #16: RSS ≤ 1.2× native). Reading ELF64 section headers
 * and symbol tables needs no more than this, every offset bounds-checked. */
#ifndef HEDDLE_ELF_IMAGE_H
#define HEDDLE_ELF_IMAGE_H
#include <elf.h>
#include <stddef.h>

struct hd_elf_image {
  const unsigned char *bytes; /* the whole file, PROT_READ */
  size_t len;
  const Elf64_Shdr *sections;
  unsigned nsections;
};

/* One symbol table: its entries and the string table their names index. */
struct hd_elf_symtab {
  const Elf64_Sym *syms;
  size_t n;
  const char *names;
  size_t names_len;
};

/* Maps path (an ELF64 file with a section table). 0 on success, -1 if it
 * cannot be opened or is not such a file (im is then empty). */
int hd_elf_image_open(struct hd_elf_image *im, const char *path);
void hd_elf_image_close(struct hd_elf_image *im);
/* Section idx's header, or NULL past the table. */
const Elf64_Shdr *hd_elf_section(const struct hd_elf_image *im, size_t idx);
/* The first section of type (SHT_SYMTAB, SHT_DYNSYM) as a symbol table; 0 on
 * success, -1 when there is none or it lies outside the file. */
int hd_elf_symtab(const struct hd_elf_image *im, unsigned type, struct hd_elf_symtab *out);
/* A symbol's name, or NULL when its offset lies outside the string table. */
static inline const char *hd_elf_sym_name(const struct hd_elf_symtab *t, const Elf64_Sym *s) {
  return s->st_name < t->names_len ? t->names + s->st_name : 0;
}

#endif
