import { describe, expect, it } from "vitest";
import {
  addItem,
  MAX_LINE_QUANTITY,
  mergeLines,
  removeItem,
  subtotalCents,
  totalItems,
  updateQuantity,
  type CartLine,
} from "~/lib/cart/rules";

const cart: CartLine[] = [
  { id: 1, quantity: 2 },
  { id: 7, quantity: 1 },
];

describe("addItem", () => {
  it("adds an absent product with quantity 1", () => {
    expect(addItem(cart, { id: 3 })).toEqual([...cart, { id: 3, quantity: 1 }]);
    expect(addItem([], { id: 3 })).toEqual([{ id: 3, quantity: 1 }]);
  });

  it("raises a present product by 1 and keeps the line order", () => {
    expect(addItem(cart, { id: 1 })).toEqual([
      { id: 1, quantity: 3 },
      { id: 7, quantity: 1 },
    ]);
  });

  it("never raises a line past the per-line limit", () => {
    expect(addItem([{ id: 1, quantity: MAX_LINE_QUANTITY }], { id: 1 })).toEqual([
      { id: 1, quantity: MAX_LINE_QUANTITY },
    ]);
  });

  it("does not mutate its input", () => {
    const before = structuredClone(cart);
    addItem(cart, { id: 1 });
    addItem(cart, { id: 9 });
    expect(cart).toEqual(before);
  });
});

describe("removeItem", () => {
  it("takes the line out by id", () => {
    expect(removeItem(cart, { id: 1 })).toEqual([{ id: 7, quantity: 1 }]);
  });

  it("leaves the cart as it is for an id not in it", () => {
    expect(removeItem(cart, { id: 42 })).toEqual(cart);
  });
});

describe("updateQuantity", () => {
  it("sets the quantity of a line", () => {
    expect(updateQuantity(cart, { id: 7 }, 4)).toEqual([
      { id: 1, quantity: 2 },
      { id: 7, quantity: 4 },
    ]);
  });

  it.each([0, -1, -10, 1.5, Number.NaN])("ignores %s (below 1 or not an integer)", (q) => {
    expect(updateQuantity(cart, { id: 1 }, q)).toEqual(cart);
  });

  it("accepts 1, the smallest quantity", () => {
    expect(updateQuantity(cart, { id: 1 }, 1)[0]).toEqual({ id: 1, quantity: 1 });
  });

  it("caps the quantity at the per-line limit", () => {
    expect(updateQuantity(cart, { id: 1 }, 500)[0]).toEqual({ id: 1, quantity: MAX_LINE_QUANTITY });
  });

  it("does not add a line for an id not in the cart", () => {
    expect(updateQuantity(cart, { id: 42 }, 3)).toEqual(cart);
  });
});

describe("totals", () => {
  it("counts the sum of quantities, not the number of lines", () => {
    expect(totalItems(cart)).toBe(3);
    expect(totalItems([])).toBe(0);
  });

  it("adds up price times quantity in cents", () => {
    expect(
      subtotalCents([
        { unitPriceCents: 3995, quantity: 2 },
        { unitPriceCents: 1250, quantity: 1 },
      ]),
    ).toBe(9240);
    expect(subtotalCents([])).toBe(0);
  });
});

describe("formats", () => {
  it("a perfume's formats are lines of their own; a line without a format is the default one", () => {
    let lines = addItem([], { id: 1 });
    lines = addItem(lines, { id: 1, formatId: 7 });
    lines = addItem(lines, { id: 1, formatId: 7 });
    expect(lines).toEqual([
      { id: 1, quantity: 1 },
      { id: 1, formatId: 7, quantity: 2 },
    ]);
    expect(removeItem(lines, { id: 1 })).toEqual([{ id: 1, formatId: 7, quantity: 2 }]);
    expect(updateQuantity(lines, { id: 1, formatId: 7 }, 5)[1]).toEqual({ id: 1, formatId: 7, quantity: 5 });
  });

  it("merges a repeated perfume and format, never two formats", () => {
    expect(
      mergeLines([
        { id: 1, formatId: 7, quantity: 2 },
        { id: 1, quantity: 1 },
        { id: 1, formatId: 7, quantity: MAX_LINE_QUANTITY },
      ]),
    ).toEqual([
      { id: 1, formatId: 7, quantity: MAX_LINE_QUANTITY },
      { id: 1, quantity: 1 },
    ]);
  });
});
