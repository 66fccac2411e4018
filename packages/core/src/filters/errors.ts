/** A filter expression a user typed cannot be used; `column` is 1-based, and also in the message. */
export class FilterError extends Error {
  readonly column: number;

  constructor(message: string, column: number) {
    super(`${message} at column ${column}`);
    this.name = 'FilterError';
    this.column = column;
  }
}
