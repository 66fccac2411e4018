/** A LAS file that cannot be read. The message names the line and section: `Line 12 (section ~Curve): ...`. */
export class LasError extends Error {
  readonly line?: number;
  readonly section?: string;

  constructor(message: string, where: { line?: number; section?: string } = {}) {
    super(formatWhere(where) + message);
    this.name = 'LasError';
    this.line = where.line;
    this.section = where.section;
  }
}

/** `Line 12 (section ~Curve): ` or `Line 12: ` or `Section ~Curve: ` or ''. */
export function formatWhere(where: { line?: number; section?: string }): string {
  if (where.line !== undefined && where.section) return `Line ${where.line} (section ${where.section}): `;
  if (where.line !== undefined) return `Line ${where.line}: `;
  if (where.section) return `Section ${where.section}: `;
  return '';
}
