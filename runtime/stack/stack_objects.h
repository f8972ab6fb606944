/* stack_objects.h — locals that threads share, in memory the runtime tracks.
 *
 * A local of a function that creates threads is often the threads' shared
 * object: a struct captured by reference by a std::thread's lambda, an array
 * of per-thread argument structs whose elements go to pthread_create, a mutex
 * and counter on main's stack. The thread's stack is not tracked memory (one
 * compare says so), so races on such locals went unseen. The instrumentation
 * (runtime/pass/stack_objects.cpp) gives each escaping local of such a
 * function a slot of heddle's heap at the function's entry and ends it at every
 * return (ASan's fake stack is the model; one object per local, so each keeps
 * its own race state, name and inference). In race mode such a stack object is
 * unannotated memory like a heap object, named by its local and function in
 * reports; a use after its function returned is reported (docs/runtime.md,
 * "Stack objects").
 *
 * The entry points, called by instrumented code only. */
#ifndef HEDDLE_STACK_OBJECTS_H
#define HEDDLE_STACK_OBJECTS_H
#include <stdint.h>

/* A tracked object of size bytes aligned to align for the local `name` (a
 * string of the program; "" when the program has no debug information) of the
 * calling function, allocated at the function's entry. NULL when the local
 * stays on the stack: strict mode (unannotated=private, PUSh tracks no stack
 * objects), stack_objects=0, or no heap slot for it. */
void *__heddle_stack_alloc(uint64_t size, uint64_t align, const char *name);

/* The function that allocated p (a stack object, or NULL: nothing) returns:
 * the object ends, a write of every byte that must follow every other
 * thread's use of it (race mode), and any later use is a use after return. */
void __heddle_stack_free(void *p);

#endif
