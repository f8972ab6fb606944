"""The runtime lit suite's test format (lit.cfg.py): lit's ShTest, plus what the
backend=mpk run leaves to the host. A module of its own because lit's worker
processes unpickle the format by its module path, which lit.cfg.py has not."""
import re

import lit.formats
import lit.Test


class HeddleShTest(lit.formats.ShTest):
    """lit's ShTest; under --param heddle_backend (the VM run, lit.cfg.py) a test
    whose RUN lines build nothing with %heddle-cc / %heddle-c++ runs nothing in
    the VM and nothing under that backend: the same test on the host (ctest
    lit-<dir>) already runs it, so this run reports it UNSUPPORTED rather than
    spend the VM test's time on a second copy (reports/ and units/ drivers on
    %cc-log-writer's fake runtime, the filter corpus)."""

    BUILDS = re.compile(r"RUN:.*%heddle-c(c|\+\+)")

    def execute(self, test, lit_config):
        if test.config.heddle_backend:
            with open(test.getSourcePath(), encoding="utf-8", errors="replace") as source:
                if not any(self.BUILDS.search(line) for line in source):
                    return lit.Test.Result(lit.Test.UNSUPPORTED,
                                           "builds no program with %heddle-cc: runs on the host "
                                           "only (ctest lit-<dir>), nothing of it under backend=" +
                                           test.config.heddle_backend)
        return super().execute(test, lit_config)
