/* lock_order_inversion.c — transfers lock the source account, then the
 * destination. A transfer from A to B and one from B to A take the two
 * mutexes in opposite orders: run at the same time, each can hold one and
 * wait forever for the other. Here they run one after the other, so the
 * program finishes — and heddle still reports the lock-order inversion. */
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>

struct account {
  pthread_mutex_t lock;
  long balance;
};

static struct account checking = {PTHREAD_MUTEX_INITIALIZER, 100};
static struct account savings = {PTHREAD_MUTEX_INITIALIZER, 100};
HEDDLE_GLOBAL_LOCKED(checking, &checking.lock);
HEDDLE_GLOBAL_LOCKED(savings, &savings.lock);

struct transfer {
  struct account *from, *to;
  long amount;
};

static void *transfer(void *arg) {
  struct transfer *t = arg;
  pthread_mutex_lock(&t->from->lock);
  pthread_mutex_lock(&t->to->lock); /* the inversion: the second transfer closes the cycle here */
  t->from->balance -= t->amount;
  t->to->balance += t->amount;
  pthread_mutex_unlock(&t->to->lock);
  pthread_mutex_unlock(&t->from->lock);
  return NULL;
}

int main(void) {
  struct transfer there = {&checking, &savings, 30}, back = {&savings, &checking, 10};
  pthread_t t;
  pthread_create(&t, NULL, transfer, &there);
  pthread_join(t, NULL);
  pthread_create(&t, NULL, transfer, &back);
  pthread_join(t, NULL);
  struct account *accounts[] = {&checking, &savings};
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&accounts[i]->lock);
    printf("%ld\n", accounts[i]->balance);
    pthread_mutex_unlock(&accounts[i]->lock);
  }
  return 0;
}
