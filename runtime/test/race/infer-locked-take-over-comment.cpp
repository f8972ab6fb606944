// A locked object taken over after the joins, with a comment line just above
// the take-over's statement (maple's bank_account, trial round 14 finding 7:
// `// print results` before `printf(…, account->balance)`). The place before
// that statement was refused ("not a statement start": the line above ended
// with a comment's word, not `;`), which dropped the whole fix, so the
// suggestion named `account->lock` but said "No fix: heddle found no place
// where the annotation certainly compiles". Comment lines are now skipped.
// Applied, it builds and runs clean in strict and race mode.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/acct.cpp
// RUN: %heddle-c++ -g -O1 %t.dir/acct.cpp -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: cp %t.dir/acct.cpp %t.fixed/acct.cpp
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/acct.cpp | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-c++ -g -O1 -Wall -Werror %t.fixed/acct.cpp -o %t.fixed.bin
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.fixed.bin > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.strict.err
// RUN: %heddle run --out %t.race.sarif -- %t.fixed.bin > %t.race.out 2> %t.race.err; echo "exit=$?" >> %t.race.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.race.err
// CHECK: heddle: suggestion (locked) acct.cpp:{{[0-9]+}}: {{.*}} always holding the mutex `account->lock`{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: {{^}}  heddle_set_locked(account, &account->lock);
// FIXED: {{^}}  /* the threads are done:
// FIXED-NEXT: {{^}}     print the result */
// FIXED-NEXT: {{^}}  // (unlocked)
// FIXED-NEXT: {{^}}  heddle_acquire_write(account);
// FIXED-NEXT: {{^}}  printf("balance = %d\n", account->balance);
// CLEAN: heddle: 0 reports in 1 process
// CLEAN: exit=0
#include <pthread.h>
#include <stdio.h>

struct account_type {
  int balance;
  pthread_mutex_t lock;
};

static void deposit(account_type *account, int amount) {
  pthread_mutex_lock(&account->lock);
  account->balance += amount;
  pthread_mutex_unlock(&account->lock);
}

static void *depositor(void *arg) {
  for (int i = 0; i < 100; i++) deposit(static_cast<account_type *>(arg), 1);
  return NULL;
}

int main() {
  account_type *account = new account_type;
  account->balance = 0;
  pthread_mutex_init(&account->lock, NULL);
  pthread_t t[2];
  pthread_create(&t[0], NULL, depositor, account);
  pthread_create(&t[1], NULL, depositor, account);
  pthread_join(t[0], NULL);
  pthread_join(t[1], NULL);

  /* the threads are done:
     print the result */
  // (unlocked)
  printf("balance = %d\n", account->balance);
  return 0;
}
