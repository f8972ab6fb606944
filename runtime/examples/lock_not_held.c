/* lock_not_held.c — an account balance guarded by a mutex
 * (HEDDLE_GLOBAL_LOCKED). Deposits take the lock; the audit forgets to:
 * heddle reports lock-not-held at the audit's read. */
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t account_lock = PTHREAD_MUTEX_INITIALIZER;
static long balance;
HEDDLE_GLOBAL_LOCKED(balance, &account_lock);

static void *deposit(void *arg) {
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&account_lock);
    balance += (long)arg;
    pthread_mutex_unlock(&account_lock);
  }
  return NULL;
}

static void *audit(void *arg) {
  (void)arg;
  if (balance < 0) puts("overdrawn"); /* the violation: no lock held */
  return NULL;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], NULL, deposit, (void *)5L);
  pthread_create(&t[1], NULL, deposit, (void *)7L);
  pthread_create(&t[2], NULL, audit, NULL);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  pthread_mutex_lock(&account_lock);
  printf("balance: %ld\n", balance);
  pthread_mutex_unlock(&account_lock);
  return 0;
}
