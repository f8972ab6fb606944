/* field_layout.c — see field_layout.h. */
#define _GNU_SOURCE
#include "field_layout.h"

#include <dwarf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "libdw_api.h"
#include "symbolize_types.h"

/* The type DW_AT_type of die names (unpeeled). */
static int type_of(const struct libdw_api *dw, Dwarf_Die *die, Dwarf_Die *out) {
  Dwarf_Attribute attr;
  return dw->dwarf_attr_integrate(die, DW_AT_type, &attr) && dw->dwarf_formref_die(&attr, out);
}

/* How C names the declared type: its typedef, else `struct TAG`; qualifiers skipped. */
static char *spelling(const struct libdw_api *dw, Dwarf_Die type) {
  for (int depth = 0; depth < 8; depth++) {
    int tag = dw->dwarf_tag(&type);
    if (tag == DW_TAG_const_type || tag == DW_TAG_volatile_type || tag == DW_TAG_restrict_type) {
      if (!type_of(dw, &type, &type)) return NULL;
      continue;
    }
    const char *name = dw->dwarf_diename(&type);
    if (!name) return NULL;
    if (tag == DW_TAG_typedef) return strdup(name);
    char *out = NULL;
    if (tag == DW_TAG_structure_type && asprintf(&out, "struct %s", name) < 0) out = NULL;
    return out;
  }
  return NULL;
}

/* The element type of a one-dimensional array type (peeled); 0 when it is none. */
static int one_dimension_element(const struct libdw_api *dw, Dwarf_Die *type, Dwarf_Die *elem) {
  Dwarf_Die peeled, dim;
  if (dw->dwarf_peel_type(type, &peeled) != 0 || dw->dwarf_tag(&peeled) != DW_TAG_array_type) return 0;
  int dims = 0;
  if (dw->dwarf_child(&peeled, &dim) == 0) {
    do dims += dw->dwarf_tag(&dim) == DW_TAG_subrange_type;
    while (dw->dwarf_siblingof(&dim, &dim) == 0);
  }
  return dims == 1 && type_of(dw, &peeled, elem);
}

static uint64_t array_element_size(const struct libdw_api *dw, Dwarf_Die *type) {
  Dwarf_Die elem;
  Dwarf_Word size;
  return one_dimension_element(dw, type, &elem) && dw->dwarf_aggregate_size(&elem, &size) == 0 ? size : 0;
}

/* Is member die C++ private or protected? DWARF's default is private in a class, public in a struct. */
static int hidden_member(const struct libdw_api *dw, Dwarf_Die *die, int in_class) {
  Dwarf_Attribute attr;
  Dwarf_Word access;
  if (!dw->dwarf_attr(die, DW_AT_accessibility, &attr) || dw->dwarf_formudata(&attr, &access) != 0) return in_class;
  return access != DW_ACCESS_public;
}

/* Is the member's declared type a pthread typedef (`pthread_mutex_t`), not a C++ class (`std::mutex`)? */
static int pthread_typed(const struct libdw_api *dw, Dwarf_Die *mtype) {
  const char *name = dw->dwarf_tag(mtype) == DW_TAG_typedef ? dw->dwarf_diename(mtype) : NULL;
  return name && strncmp(name, "pthread_", 8) == 0;
}

/* A constructor: a member function named as its class. */
static void note_constructor(const struct libdw_api *dw, Dwarf_Die *child, const char *record,
                             struct field_layout *out) {
  const char *name = dw->dwarf_diename(child);
  int line;
  if (record && name && strcmp(name, record) == 0 && out->n_ctors < FIELD_LAYOUT_MAX_CTORS &&
      dw->dwarf_decl_line(child, &line) == 0)
    out->ctor_line[out->n_ctors++] = line;
}

static int read_layout(Dwarf_Die declared, struct field_layout *out) {
  const struct libdw_api *dw = libdw_api();
  memset(out, 0, sizeof *out);
  Dwarf_Die type, child;
  Dwarf_Word size;
  /* a C++ `class` is a struct whose members default to private: the same layout */
  int tag = dw && dw->dwarf_peel_type(&declared, &type) == 0 ? dw->dwarf_tag(&type) : -1;
  if ((tag != DW_TAG_structure_type && tag != DW_TAG_class_type) || dw->dwarf_aggregate_size(&type, &size) != 0 ||
      dw->dwarf_child(&type, &child) != 0)
    return 0;
  out->size = size;
  out->type_name = spelling(dw, declared);
  const char *record = dw->dwarf_diename(&type);
  out->record_name = record ? strdup(record) : NULL;
  do {
    if (dw->dwarf_tag(&child) == DW_TAG_subprogram) note_constructor(dw, &child, record, out);
    if (dw->dwarf_tag(&child) != DW_TAG_member) continue;
    Dwarf_Attribute attr;
    Dwarf_Word offset = 0, msize;
    Dwarf_Die mtype;
    /* a C++ static data member (a declaration: DWARF 4 and clang 16's DWARF 5) lies outside the object */
    if (dw->dwarf_attr(&child, DW_AT_declaration, &attr)) continue;
    const char *name = dw->dwarf_diename(&child);
    if (!name || dw->dwarf_attr(&child, DW_AT_bit_size, &attr) ||
        dw->dwarf_formudata(dw->dwarf_attr(&child, DW_AT_data_member_location, &attr), &offset) != 0 ||
        !type_of(dw, &child, &mtype) || dw->dwarf_aggregate_size(&mtype, &msize) != 0)
      goto fail;
    struct field_member *grown = realloc(out->members, (out->n + 1) * sizeof *grown);
    if (!grown) goto fail;
    out->members = grown;
    out->members[out->n++] = (struct field_member){strdup(name), offset, msize, array_element_size(dw, &mtype),
                                                   hidden_member(dw, &child, tag == DW_TAG_class_type),
                                                   pthread_typed(dw, &mtype)};
  } while (dw->dwarf_siblingof(&child, &child) == 0);
  if (out->n) return 1;
fail:
  field_layout_free(out);
  return 0;
}

int field_layout_global(struct symbolizer *s, uint64_t addr, struct field_layout *out) {
  Dwarf_Die type;
  memset(out, 0, sizeof *out);
  return symbolize_global_type(s, addr, &type) && read_layout(type, out);
}

int field_layout_global_element(struct symbolizer *s, uint64_t addr, struct field_layout *out) {
  const struct libdw_api *dw = libdw_api();
  Dwarf_Die declared, elem;
  memset(out, 0, sizeof *out);
  return dw && symbolize_global_type(s, addr, &declared) && one_dimension_element(dw, &declared, &elem) &&
         read_layout(elem, out);
}

int field_layout_pointee(struct symbolizer *s, uint64_t pc, const char *expression, struct field_layout *out) {
  Dwarf_Die type;
  memset(out, 0, sizeof *out);
  return symbolize_pointee_type(s, pc, expression, &type) && read_layout(type, out);
}

void field_layout_free(struct field_layout *l) {
  for (size_t i = 0; i < l->n; i++) free(l->members[i].name);
  free(l->members);
  free(l->type_name);
  free(l->record_name);
  memset(l, 0, sizeof *l);
}

const struct field_member *field_layout_member_at(const struct field_layout *l, uint64_t offset) {
  for (size_t i = 0; i < l->n; i++)
    if (offset >= l->members[i].offset && offset - l->members[i].offset < l->members[i].size) return &l->members[i];
  return NULL;
}
