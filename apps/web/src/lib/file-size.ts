/** A unit a size is said in, chosen by the size (sizeUnit), and a size in it as a person reads it. */
interface SizeUnit {
  bytes: number;
  say: (amount: number) => string;
  name: (amount: number) => string;
}

const BYTES: SizeUnit = { bytes: 1, say: (n) => String(Math.round(n)), name: (n) => (n === 1 ? 'byte' : 'bytes') };
const KB: SizeUnit = { bytes: 1024, say: (n) => Math.round(n).toLocaleString('en-US'), name: () => 'KB' };
const MB: SizeUnit = {
  bytes: 1024 * 1024,
  say: (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  name: () => 'MB',
};

/** Bytes under 1 KB, whole KB under 1 MB, MB with two decimals above. 1 KB = 1024 bytes. */
function sizeUnit(bytes: number): SizeUnit {
  return bytes < KB.bytes ? BYTES : bytes < MB.bytes ? KB : MB;
}

/** A file's size as a person reads it: "11 bytes", "3 KB", "63.00 MB" (a 3 KB header-only file read "0.00 MB"). */
export function fileSizeText(bytes: number): string {
  const unit = sizeUnit(bytes);
  const amount = bytes / unit.bytes;
  return `${unit.say(amount)} ${unit.name(amount)}`;
}

/** A part of a size, both in the unit that suits the whole: "10 of 21 bytes", "12.50 of 66.00 MB". */
export function partOfSizeText(part: number, whole: number): string {
  const unit = sizeUnit(whole);
  const amount = whole / unit.bytes;
  return `${unit.say(part / unit.bytes)} of ${unit.say(amount)} ${unit.name(amount)}`;
}
