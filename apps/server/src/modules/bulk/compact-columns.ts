/**
 * Columns of values kept compactly while a budget is priced and before it is written (its header
 * needs every shipment priced first): numbers in a typed array, texts met again and again
 * (addresses, services, dates, reasons) as numbers into one table. 100,000 priced lines take a
 * few MB instead of an object graph of 100 MB that the garbage collector walks and moves.
 */

/** A growable column of numbers or nulls (kept as NaN: no amount, weight or text number is NaN). */
export class NumberColumn {
  private values = new Float64Array(1024);
  length = 0;

  push(value: number | null): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value ?? NaN;
  }

  at(index: number): number | null {
    const value = this.values[index]!;
    return Number.isNaN(value) ? null : value;
  }
}

/** Texts by number: each distinct text kept once, a column holds its number. */
export class TextTable {
  private readonly numbers = new Map<string, number>();
  private readonly texts: string[] = [];

  numberOf(text: string | null): number | null {
    if (text === null) return null;
    let number = this.numbers.get(text);
    if (number === undefined) {
      number = this.texts.length;
      this.texts.push(text);
      this.numbers.set(text, number);
    }
    return number;
  }

  text(number: number | null): string | null {
    return number === null ? null : this.texts[number]!;
  }
}
