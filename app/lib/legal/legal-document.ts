/** A legal page as data: built on the server from the stored identity, rendered by one component. */
export type Inline = string | { text: string; href: string };
export type Block = string | Inline[] | { list: Inline[] };
/** framed: a text the law wants in a box of its own (the D211-2 guarantee box), drawn so on page and paper. */
type LegalSection = { heading: string; blocks: Block[]; framed?: true };

/** The model withdrawal form (Code de la consommation, annexe à l'article R221-1). */
export type WithdrawalForm = { addressee: string[] };

export type LegalDocument = {
  title: string;
  intro: Block[];
  sections: LegalSection[];
  withdrawalForm?: WithdrawalForm;
};
