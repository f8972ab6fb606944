/* field_layout.h — a struct's fields as DWARF describes them (field_layout.c):
 * what a FIELDS suggestion names and its fix's offsetof expressions use. */
#ifndef HEDDLE_FIELD_LAYOUT_H
#define HEDDLE_FIELD_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

struct symbolizer;

struct field_member {
  char *name;
  uint64_t offset, size;
  uint64_t elem_size; /* an array member's element size (0: not a one-dimensional array) */
  int hidden;         /* a C++ private or protected member: only the class's own functions can name it */
  int pthread_type;   /* its type is a pthread typedef (pthread_mutex_t, …): set up by a call, not a constructor */
};

#define FIELD_LAYOUT_MAX_CTORS 8

struct field_layout {
  char *type_name; /* as C spells it: `DOTDATA` (a typedef), `struct job`; NULL for an anonymous type */
  char *record_name; /* the struct's or class's own name (`StringBuffer`: its constructors'); NULL: anonymous */
  uint64_t size;
  struct field_member *members; /* in offset order */
  size_t n;
  /* a C++ class's or struct's constructors, as its DWARF declares them: the line each is declared on (for one
   * defined inside the class, the line of its definition), in the file that declares the class */
  int ctor_line[FIELD_LAYOUT_MAX_CTORS];
  size_t n_ctors;
};

/* The layout of the struct the global at addr is, or the pointer
 * `expression` points to as the code at return address pc sees it. 0 when
 * it is no struct, a member has no name or is a bit-field, or there is no
 * DWARF. */
int field_layout_global(struct symbolizer *s, uint64_t addr, struct field_layout *out);
int field_layout_pointee(struct symbolizer *s, uint64_t pc, const char *expression, struct field_layout *out);
/* The layout of the struct the elements of the global array at addr are
 * (one dimension). 0 as above, or when it is no such array. */
int field_layout_global_element(struct symbolizer *s, uint64_t addr, struct field_layout *out);
void field_layout_free(struct field_layout *l);

/* The member holding byte `offset`, or NULL. */
const struct field_member *field_layout_member_at(const struct field_layout *l, uint64_t offset);

#endif
