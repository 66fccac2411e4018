import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs `script` in bash as .ci/run does (set -euo pipefail, .ci/lib.sh sourced): its exit code and output. */
function bash(script: string): { status: number | null; output: string } {
  const run = spawnSync('bash', ['-c', `set -euo pipefail; source .ci/lib.sh; ${script}`], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('.ci/run: the steps run at once', () => {
  it('stops CI when any of them failed, naming it', () => {
    const failed = bash('all_passed lint=0 "types, format, dead code=1"; echo went on');
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain('types, format, dead code failed (exit 1)');
    expect(failed.output).not.toContain('went on');

    const lane = bash('all_passed "the server lane=0" "the browser lane=2"; echo went on');
    expect(lane.status).not.toBe(0);
    expect(lane.output).toContain('the browser lane failed (exit 2)');
    expect(lane.output).not.toContain('went on');
  });

  it('goes on when every one passed', () => {
    const passed = bash('all_passed lint=0 "the server lane=0"; echo went on');
    expect(passed.status).toBe(0);
    expect(passed.output).toContain('went on');
  });

  it('checks the results of the steps run at once with all_passed, never with a list that set -e lets through', () => {
    // Under `set -e`, `[ "$a" -eq 0 ] && [ "$b" -eq 0 ]` on a line of its own does not stop the script when the
    // first test fails: bash ignores a failure anywhere in an && list but its last command. A failed lane passed.
    const run = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    expect(run).not.toMatch(/^\s*\[[^\n]*\]\s*&&/m);
    expect(run.match(/^all_passed /gm)?.length).toBe(2);
    expect(execFileSync('bash', ['-n', '.ci/run'], { cwd: ROOT, encoding: 'utf8' })).toBe('');
  });
});
