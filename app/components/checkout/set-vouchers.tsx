/**
 * The vouchers an order's discovery sets issued (decision 114), as `voucherSentence` states them:
 * on the packing slip and the shopper's order page, as in the confirmation email.
 */
export function SetVouchers({ vouchers }: { vouchers: string[] }) {
  if (!vouchers.length) return null;
  return (
    <section aria-label="Bon coffret" className="mt-6 border border-dashed border-gold-dark/60 p-4 text-sm break-inside-avoid">
      <h3 className="text-xs uppercase tracking-[0.2em] text-ink/70">Votre bon coffret</h3>
      <p className="mt-1">À usage unique, à saisir dans le champ « Code promo » du panier :</p>
      <ul className="mt-2 space-y-1">
        {vouchers.map((v) => {
          // The code stands out to be typed back; the sentence after it reads as text.
          const [code, ...rest] = v.split(" : ");
          return (
            <li key={v} className="break-words" data-testid="set-voucher">
              <strong className="font-mono">{code}</strong> : {rest.join(" : ")}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
