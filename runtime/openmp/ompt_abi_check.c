/* ompt_abi_check.c — compiled by the lit test race/openmp-sync.c with clang and
 * LLVM's omp-tools.h (clang -fsyntax-only): ompt_abi.h's declarations, which
 * libheddle is built with (by gcc, which has no omp-tools.h), agree with it. */
#include <omp-tools.h>

#include "ompt_abi.h"

_Static_assert(HD_OMPT_CALLBACK_PARALLEL_BEGIN == ompt_callback_parallel_begin &&
                   HD_OMPT_CALLBACK_PARALLEL_END == ompt_callback_parallel_end &&
                   HD_OMPT_CALLBACK_TASK_CREATE == ompt_callback_task_create &&
                   HD_OMPT_CALLBACK_TASK_SCHEDULE == ompt_callback_task_schedule &&
                   HD_OMPT_CALLBACK_IMPLICIT_TASK == ompt_callback_implicit_task &&
                   HD_OMPT_CALLBACK_MUTEX_ACQUIRE == ompt_callback_mutex_acquire &&
                   HD_OMPT_CALLBACK_MUTEX_RELEASED == ompt_callback_mutex_released &&
                   HD_OMPT_CALLBACK_DEPENDENCES == ompt_callback_dependences &&
                   HD_OMPT_CALLBACK_SYNC_REGION == ompt_callback_sync_region &&
                   HD_OMPT_CALLBACK_MUTEX_ACQUIRED == ompt_callback_mutex_acquired &&
                   HD_OMPT_CALLBACK_REDUCTION == ompt_callback_reduction &&
                   HD_OMPT_SCOPE_BEGIN == ompt_scope_begin && HD_OMPT_SCOPE_END == ompt_scope_end &&
                   HD_OMPT_SCOPE_BEGINEND == ompt_scope_beginend &&
                   HD_OMPT_SYNC_TASKWAIT == ompt_sync_region_taskwait &&
                   HD_OMPT_SYNC_TASKGROUP == ompt_sync_region_taskgroup &&
                   HD_OMPT_SYNC_REDUCTION == ompt_sync_region_reduction &&
                   HD_OMPT_TASK_INITIAL == ompt_task_initial && HD_OMPT_TASK_UNDEFERRED == ompt_task_undeferred &&
                   HD_OMPT_TASK_COMPLETE == ompt_task_complete && HD_OMPT_TASK_CANCEL == ompt_task_cancel &&
                   HD_OMPT_TASK_EARLY_FULFILL == ompt_task_early_fulfill &&
                   HD_OMPT_TASK_LATE_FULFILL == ompt_task_late_fulfill &&
                   HD_OMPT_TASKWAIT_COMPLETE == ompt_taskwait_complete &&
                   HD_OMPT_DEPENDENCE_IN == ompt_dependence_type_in &&
                   HD_OMPT_MUTEX_LOCK == ompt_mutex_lock && HD_OMPT_MUTEX_TEST_LOCK == ompt_mutex_test_lock &&
                   HD_OMPT_MUTEX_NEST_LOCK == ompt_mutex_nest_lock &&
                   HD_OMPT_MUTEX_TEST_NEST_LOCK == ompt_mutex_test_nest_lock &&
                   HD_OMPT_MUTEX_CRITICAL == ompt_mutex_critical &&
                   sizeof(hd_ompt_dependence_t) == sizeof(ompt_dependence_t) &&
                   sizeof(hd_ompt_start_tool_result_t) == sizeof(ompt_start_tool_result_t),
               "ompt_abi.h agrees with omp-tools.h");
