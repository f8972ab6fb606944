/* access_part.c — see access_part.h. Walks the global's DWARF type down the
 * accessed bytes: an array's index (every dimension), a struct's member, until
 * the bytes are one scalar or span several members. */
#define _GNU_SOURCE
#include "access_part.h"

#include <dwarf.h>
#include <stdio.h>
#include <stdlib.h>

#include "libdw_api.h"
#include "symbolize_types.h"

enum { MAX_DEPTH = 8, MAX_DIMS = 8, MAX_LISTED = 6 };

struct member_bytes {
  const char *name;
  uint64_t lo, hi; /* the bytes [lo, hi) of the struct that hold it */
  int bit_field;
  Dwarf_Die type;
};

static int attr_udata(const struct libdw_api *dw, Dwarf_Die *die, int name, Dwarf_Word *out) {
  Dwarf_Attribute attr;
  return dw->dwarf_attr(die, name, &attr) && dw->dwarf_formudata(&attr, out) == 0;
}

static int type_of(const struct libdw_api *dw, Dwarf_Die *die, Dwarf_Die *out) {
  Dwarf_Attribute attr;
  return dw->dwarf_attr_integrate(die, DW_AT_type, &attr) && dw->dwarf_formref_die(&attr, out);
}

/* The bytes a member occupies. A bit-field's are the bytes its bits fall in:
 * DWARF 5's DW_AT_data_bit_offset, or DWARF 4's storage unit at
 * DW_AT_data_member_location with DW_AT_bit_offset counted from its most
 * significant bit (little-endian x86). 0 for a member without a name or type. */
static int member_bytes(const struct libdw_api *dw, Dwarf_Die *m, struct member_bytes *out) {
  Dwarf_Word location = 0, bit_size, bit_offset, size;
  out->name = dw->dwarf_diename(m);
  if (!out->name || !type_of(dw, m, &out->type)) return 0;
  attr_udata(dw, m, DW_AT_data_member_location, &location); /* absent: offset 0 (a union's members) */
  out->bit_field = attr_udata(dw, m, DW_AT_bit_size, &bit_size);
  if (!out->bit_field) {
    if (dw->dwarf_aggregate_size(&out->type, &size) != 0) return 0;
    out->lo = location;
    out->hi = location + size;
    return 1;
  }
  uint64_t first_bit;
  if (attr_udata(dw, m, DW_AT_data_bit_offset, &bit_offset)) {
    first_bit = bit_offset;
  } else {
    Dwarf_Word unit;
    if (!attr_udata(dw, m, DW_AT_byte_size, &unit) && dw->dwarf_aggregate_size(&out->type, &unit) != 0) return 0;
    if (!attr_udata(dw, m, DW_AT_bit_offset, &bit_offset) || bit_offset + bit_size > unit * 8) return 0;
    first_bit = location * 8 + unit * 8 - bit_offset - bit_size;
  }
  out->lo = first_bit / 8;
  out->hi = (first_bit + bit_size + 7) / 8;
  return 1;
}

/* An array's index for each dimension, appended to path: the part of the
 * array the bytes [*offset, *offset + size) are in. 0 when they span elements. */
static int index_array(const struct libdw_api *dw, Dwarf_Die *array, uint64_t *offset, uint64_t size, Dwarf_Die *elem,
                       FILE *path) {
  Dwarf_Word elem_size, counts[MAX_DIMS];
  Dwarf_Die dim;
  size_t dims = 0;
  if (!type_of(dw, array, elem) || dw->dwarf_aggregate_size(elem, &elem_size) != 0 || elem_size == 0 ||
      dw->dwarf_child(array, &dim) != 0)
    return 0;
  do {
    if (dw->dwarf_tag(&dim) != DW_TAG_subrange_type) continue;
    Dwarf_Word count, upper;
    if (dims == MAX_DIMS) return 0;
    if (attr_udata(dw, &dim, DW_AT_count, &count)) counts[dims++] = count;
    else if (attr_udata(dw, &dim, DW_AT_upper_bound, &upper)) counts[dims++] = upper + 1;
    else if (dims == 0) counts[dims++] = 0; /* `int a[]`: only the first dimension may be open */
    else return 0;
  } while (dw->dwarf_siblingof(&dim, &dim) == 0);
  if (dims == 0) return 0;
  for (size_t i = 0; i < dims; i++) {
    uint64_t stride = elem_size;
    for (size_t j = i + 1; j < dims; j++) stride *= counts[j];
    uint64_t index = *offset / stride;
    if ((*offset + size - 1) / stride != index || (counts[i] && index >= counts[i])) return 0;
    fprintf(path, "[%llu]", (unsigned long long)index);
    *offset -= index * stride;
  }
  return 1;
}

/* The members of a struct holding any of the bytes [offset, offset + size);
 * how many (up to cap stored). */
static size_t overlapping_members(const struct libdw_api *dw, Dwarf_Die *type, uint64_t offset, uint64_t size,
                                  struct member_bytes *out, size_t cap) {
  Dwarf_Die child;
  size_t n = 0;
  if (dw->dwarf_child(type, &child) != 0) return 0;
  do {
    struct member_bytes m;
    if (dw->dwarf_tag(&child) != DW_TAG_member || !member_bytes(dw, &child, &m)) continue;
    if (m.lo < offset + size && offset < m.hi) {
      if (n < cap) out[n] = m;
      n++;
    }
  } while (dw->dwarf_siblingof(&child, &child) == 0);
  return n;
}

static void list_members(FILE *out, const struct member_bytes *m, size_t n, size_t listed) {
  int bit_fields = 0;
  for (size_t i = 0; i < listed; i++) bit_fields += m[i].bit_field;
  fputs(bit_fields == (int)listed ? "bit-fields " : "fields ", out);
  for (size_t i = 0; i < listed; i++)
    fprintf(out, "%s`%s`", i == 0 ? "" : i + 1 == listed && n == listed ? " and " : ", ", m[i].name);
  if (n > listed) fprintf(out, " and %zu more", n - listed);
  if (bit_fields) fputs(" (bit-fields share their storage unit: a write of one rewrites the others)", out);
}

char *access_part_sentence(struct symbolizer *s, const char *name, uint64_t base, uint64_t offset, uint64_t size) {
  const struct libdw_api *dw = libdw_api();
  Dwarf_Die type;
  if (!dw || !name || !size || !symbolize_global_type(s, base, &type)) return NULL;
  char *path = NULL;
  size_t path_len = 0;
  FILE *p = open_memstream(&path, &path_len);
  if (!p) return NULL;
  fputs(name, p);
  long whole = ftell(p);
  struct member_bytes members[MAX_LISTED];
  size_t n_members = 0;
  for (int depth = 0; depth < MAX_DEPTH; depth++) {
    Dwarf_Die peeled;
    if (dw->dwarf_peel_type(&type, &peeled) != 0) break;
    int tag = dw->dwarf_tag(&peeled);
    if (tag == DW_TAG_array_type) {
      if (!index_array(dw, &peeled, &offset, size, &type, p)) break;
      continue;
    }
    if (tag != DW_TAG_structure_type && tag != DW_TAG_class_type) break;
    struct member_bytes m[MAX_LISTED];
    size_t n = overlapping_members(dw, &peeled, offset, size, m, MAX_LISTED);
    if (n == 1 && !m[0].bit_field && offset >= m[0].lo) { /* inside one member: go on into it */
      fprintf(p, ".%s", m[0].name);
      offset -= m[0].lo;
      type = m[0].type;
      continue;
    }
    if (n == 1 && m[0].bit_field) fprintf(p, ".%s", m[0].name);
    if (n > 1) {
      n_members = n;
      for (size_t i = 0; i < n && i < MAX_LISTED; i++) members[i] = m[i];
    }
    break;
  }
  int learned = ftell(p) > whole || n_members > 1;
  if (fclose(p) != 0 || !learned) {
    free(path);
    return NULL;
  }
  char *sentence = NULL;
  size_t sentence_len = 0;
  FILE *out = open_memstream(&sentence, &sentence_len);
  if (out) {
    if (n_members > 1) {
      fprintf(out, "The bytes are `%s`'s ", path);
      list_members(out, members, n_members, n_members < MAX_LISTED ? n_members : MAX_LISTED);
      fputc('.', out);
    } else {
      fprintf(out, "The bytes are `%s`.", path);
    }
    if (fclose(out) != 0) {
      free(sentence);
      sentence = NULL;
    }
  }
  free(path);
  return sentence;
}
