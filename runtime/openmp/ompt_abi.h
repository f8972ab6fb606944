/* ompt_abi.h — the part of the OpenMP tools interface (OMPT, OpenMP 5.1 §4
 * and §19) that ompt_tool.c uses, declared here with the standard's names and
 * values: libheddle is built by the system's C compiler (gcc), which has no
 * omp-tools.h (LLVM's copy sits in clang's resource directory), and a
 * libheddle built without the header would silently have no tool.
 * ompt_abi_check.c checks them against LLVM's header (lit race/openmp-sync.c). */
#ifndef HEDDLE_OMPT_ABI_H
#define HEDDLE_OMPT_ABI_H
#include <stdint.h>

typedef union hd_ompt_data {
  uint64_t value;
  void *ptr;
} hd_ompt_data_t;

typedef struct hd_ompt_frame hd_ompt_frame_t; /* never looked into */

typedef struct hd_ompt_dependence {
  hd_ompt_data_t variable;
  int dependence_type;
} hd_ompt_dependence_t;

typedef void (*hd_ompt_callback_t)(void);
typedef hd_ompt_callback_t (*hd_ompt_function_lookup_t)(const char *name);
typedef int (*hd_ompt_set_callback_t)(int event, hd_ompt_callback_t callback);
typedef int (*hd_ompt_initialize_t)(hd_ompt_function_lookup_t lookup, int initial_device_num,
                                    hd_ompt_data_t *tool_data);
typedef void (*hd_ompt_finalize_t)(hd_ompt_data_t *tool_data);

typedef struct hd_ompt_start_tool_result {
  hd_ompt_initialize_t initialize;
  hd_ompt_finalize_t finalize;
  hd_ompt_data_t tool_data;
} hd_ompt_start_tool_result_t;

/* ompt_callbacks_t */
enum {
  HD_OMPT_CALLBACK_PARALLEL_BEGIN = 3,
  HD_OMPT_CALLBACK_PARALLEL_END = 4,
  HD_OMPT_CALLBACK_TASK_CREATE = 5,
  HD_OMPT_CALLBACK_TASK_SCHEDULE = 6,
  HD_OMPT_CALLBACK_IMPLICIT_TASK = 7,
  HD_OMPT_CALLBACK_MUTEX_RELEASED = 17,
  HD_OMPT_CALLBACK_DEPENDENCES = 18,
  HD_OMPT_CALLBACK_SYNC_REGION = 23,
  HD_OMPT_CALLBACK_MUTEX_ACQUIRE = 26,
  HD_OMPT_CALLBACK_MUTEX_ACQUIRED = 27,
  HD_OMPT_CALLBACK_REDUCTION = 31
};

/* ompt_scope_endpoint_t */
enum { HD_OMPT_SCOPE_BEGIN = 1, HD_OMPT_SCOPE_END = 2, HD_OMPT_SCOPE_BEGINEND = 3 };

/* ompt_sync_region_t: the kinds that are not barriers */
enum { HD_OMPT_SYNC_TASKWAIT = 5, HD_OMPT_SYNC_TASKGROUP = 6, HD_OMPT_SYNC_REDUCTION = 7 };

/* ompt_task_flag_t */
enum { HD_OMPT_TASK_INITIAL = 0x1, HD_OMPT_TASK_UNDEFERRED = 0x08000000 };

/* ompt_task_status_t */
enum {
  HD_OMPT_TASK_COMPLETE = 1,
  HD_OMPT_TASK_CANCEL = 3,
  HD_OMPT_TASK_EARLY_FULFILL = 5,
  HD_OMPT_TASK_LATE_FULFILL = 6,
  HD_OMPT_TASKWAIT_COMPLETE = 8
};

/* ompt_mutex_t: the kinds lock_order.h sees (atomic and ordered use locks
 * no other lock is ever taken under: they close no cycle) */
enum {
  HD_OMPT_MUTEX_LOCK = 1,
  HD_OMPT_MUTEX_TEST_LOCK = 2,
  HD_OMPT_MUTEX_NEST_LOCK = 3,
  HD_OMPT_MUTEX_TEST_NEST_LOCK = 4,
  HD_OMPT_MUTEX_CRITICAL = 5
};

/* ompt_dependence_type_t */
enum { HD_OMPT_DEPENDENCE_IN = 1 };

#endif
