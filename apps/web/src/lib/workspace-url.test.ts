import { describe, expect, it } from 'vitest';
import { configIdFor, positiveInt, workspaceProjectId } from './workspace-url';

describe('workspace URL', () => {
  it('picks the configuration: query, else user default, else 0', () => {
    expect(configIdFor('7', 3)).toBe(7);
    expect(configIdFor(null, 3)).toBe(3);
    expect(configIdFor(null, null)).toBe(0);
    expect(configIdFor('abc', undefined)).toBe(0);
  });
  it('reads revisions as positive whole numbers only', () => {
    expect(positiveInt('4')).toBe(4);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('-1')).toBeUndefined();
    expect(positiveInt(null)).toBeUndefined();
  });
  it("finds the project of a workspace path, and no other page's", () => {
    expect(workspaceProjectId('/projects/12')).toBe(12);
    expect(workspaceProjectId('/projects/12/')).toBe(12);
    expect(workspaceProjectId('/projects/archived')).toBeNull();
    expect(workspaceProjectId('/projects/12/export-pdf')).toBeNull();
    expect(workspaceProjectId('/projects/0')).toBeNull();
    expect(workspaceProjectId('/projects/99999999999999999999')).toBeNull();
  });
});
