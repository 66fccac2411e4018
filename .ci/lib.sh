# Sourced by .ci/run (and its test, scripts/ci-run.test.ts).

# NAME=RC ...: the exit codes of steps that ran at once. Names each that failed, and fails if any did. Call it as a
# command of its own: under `set -e` that stops CI, where a list such as `[ "$a" -eq 0 ] && [ "$b" -eq 0 ]` would
# not (bash ignores a failure anywhere in an && list but its last command).
all_passed() {
  local result rc=0
  for result in "$@"; do
    if [ "${result##*=}" != 0 ]; then
      echo "!! ${result%=*} failed (exit ${result##*=})"
      rc=1
    fi
  done
  return "$rc"
}
