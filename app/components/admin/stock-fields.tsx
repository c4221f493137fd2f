import { getInputProps, getSelectProps } from "@conform-to/react";
import { Field } from "../ui/field";

type InputMeta = Parameters<typeof getInputProps>[0];
type SelectMeta = Parameters<typeof getSelectProps>[0];

/**
 * « Quantité en stock » and « Statut du stock », as a perfume's form and each format's show them,
 * with the quantity shown in a hidden field: the save applies the owner's change to the stock as
 * it is then, so a sale made while the form was open is kept (decision 100).
 */
export function StockFields({ quantity, shown, status }: { quantity: InputMeta; shown: InputMeta; status: SelectMeta }) {
  return (
    <>
      <input {...getInputProps(shown, { type: "hidden" })} key={shown.key} />
      <Field id={quantity.id} label="Quantité en stock" errors={quantity.errors} errorId={quantity.errorId}>
        <input {...getInputProps(quantity, { type: "number" })} key={quantity.key} min="0" step="1" className="input" />
      </Field>
      <Field id={status.id} label="Statut du stock" errors={status.errors} errorId={status.errorId}>
        <select {...getSelectProps(status)} key={status.key} className="input">
          <option value="in_stock">En stock</option>
          <option value="out_of_stock">En rupture</option>
        </select>
      </Field>
    </>
  );
}
