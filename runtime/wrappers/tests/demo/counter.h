#include <heddle.h>
#include <pthread.h>

extern long hits;
extern pthread_mutex_t hits_lock;
void *worker(void *arg);
