/**
 * The demo catalogue's English texts (decision 168), by slug: a new shop's English pages show
 * English from the start. The perfumes keep their French names (brand names, written again in
 * English, so none waits in « À traduire »); INCI lists are not translated.
 */

type EnglishPerfume = { shortDescription: string; fullDescription: string; usageTips: string };

export const seedPerfumesEn: Record<string, EnglishPerfume> = {
  "minuit-profond": {
    shortDescription: "A mysterious amber woody scent that captures the magnetic intensity of Parisian nights.",
    fullDescription:
      "Minuit Profond opens on bright bergamot lifted by a hint of black pepper. At its heart, lavender and iris weave a veil both powdery and virile. The base, rich in amber, vetiver and tonka bean, leaves a sensual trail that follows every step. A nocturnal signature, elegant and unforgettable.",
    usageTips: "Spray on the neck and the inside of the wrists before an evening out; one or two sprays give a trail that lasts all night.",
  },
  "magie-noir": {
    shortDescription: "A smoky, spicy leather, as dark as it is bewitching, for men of assured charisma.",
    fullDescription:
      "Magie Noir unveils at once a daring accord of saffron and juniper berries. The heart, where supple leather meets incense, recalls the hushed atmosphere of a private salon. A base of patchouli and guaiac wood prolongs this mysterious aura with rare depth. A fragrance of character, made to leave no one indifferent.",
    usageTips: "Ideal in autumn and winter: apply to the nape and chest for an intense trail that reveals itself over the hours.",
  },
  "bois-automne": {
    shortDescription: "A walk through the undergrowth, where fallen leaves, cedar and roasted chestnut mingle.",
    fullDescription:
      "Bois d'Automne captures the poetry of a forest as its leaves turn to gold. The freshness of mandarin and sage gives way to a warm heart of cedar and chestnut. In the base, oakmoss and sandalwood wrap the skin in woody softness. A comforting, warm and most elegant fragrance.",
    usageTips: "Perfect every day in the cool season: spray on the wrists and behind the ears, then let it melt into the skin without rubbing.",
  },
  "saphir-bleu": {
    shortDescription: "An aromatic, marine freshness, as brilliant as the stone it is named after.",
    fullDescription:
      "Saphir Bleu takes off on invigorating notes of Sicilian lemon and peppermint. Its aquatic heart, carried by rosemary and marine notes, evokes a breeze over the Mediterranean. The base of white cedar, musk and ambroxan gives it remarkable staying power and modern elegance. A noble freshness, from morning to night.",
    usageTips: "Your ally for active days and sunny weather: apply to the pulse points after the shower for a fresh trail all day long.",
  },
  "rose-merveilleuse": {
    shortDescription: "A luminous, velvety Damask rose, heightened by a powdery musk base.",
    fullDescription:
      "Rose Merveilleuse celebrates the queen of flowers in all her splendour. Lychee and raspberry awaken the composition with a fruity, sparkling touch. At the heart, Damask rose and peony unfold an opulent, romantic bouquet. A base of white musk and patchouli softens the whole for a tender, unforgettable trail.",
    usageTips: "Spray on the inside of the wrists, the hollow of the neck and the hair for a floral trail that follows you all day.",
  },
  "mystere-emeraude": {
    shortDescription: "A refined green chypre, where jasmine entwines with fig leaves.",
    fullDescription:
      "Mystère Émeraude opens on the green freshness of galbanum and fig leaf. Jasmine sambac and tuberose then reveal a floral heart, sensual and luminous. Oakmoss and vetiver sign a chypre base of great sophistication. An enigmatic fragrance for a woman who cultivates the art of mystery.",
    usageTips: "To wear on any occasion: apply to the wrists and behind the ears, letting the skin reveal its facets little by little.",
  },
  "corail-etincelant": {
    shortDescription: "A sunny, sparkling floral, as radiant as a sunset over the sea.",
    fullDescription:
      "Corail Étincelant awakens on the brightness of blood orange and pink pepper. Orange blossom and ylang-ylang compose a sunny, warm and enveloping heart. A creamy base of monoi, sandalwood and vanilla recalls the softness of sun-kissed skin. A joyful, luminous fragrance to make summer last.",
    usageTips: "Ideal on sunny days: spray on the neckline and shoulders for a sunny trail that deepens with the warmth of the skin.",
  },
  "reve-azur": {
    shortDescription: "A light aquatic floral, evoking a summer morning on the Riviera.",
    fullDescription:
      "Rêve d'Azur is an invitation to escape, between sky and sea. Airy notes of lemon and marine notes open the composition with a delicate freshness. At the heart, lily of the valley and water jasmine draw a clear, luminous bouquet. A base of white musk and driftwood leaves a clean, soothing softness on the skin.",
    usageTips: "Perfect every day and on summer days: apply generously to the pulse points for a fresh, luminous trail.",
  },
  "el-jedha": {
    shortDescription: "A majestic amber oud, woven with rose and saffron, of royal intensity.",
    fullDescription:
      "El Jedha is an ode to the splendours of the Orient. Saffron and cardamom open the composition on a precious, spicy warmth. Taif rose then blends with oud wood for an opulent, deep heart. A base of amber, incense and musk carries this majestic trail well beyond the day.",
    usageTips: "A powerful fragrance to use sparingly: one spray on the neck and one on the wrist are enough, ideally for evenings and great occasions.",
  },
  bahia: {
    shortDescription: "A gourmand, enveloping oud, softened with vanilla, honey and date.",
    fullDescription:
      "Bahia marries the nobility of oud wood with the sweetness of oriental desserts. Date and cinnamon open on a spicy, sweet warmth. At the heart, honey and dried rose melt into the oud for a velvety accord. A base of Madagascar vanilla and benzoin leaves a sensual, comforting imprint.",
    usageTips: "Perfect in cold weather: spray on clothes and the nape for a warm trail that lingers until the next day.",
  },
  "jardin-orient": {
    shortDescription: "A stroll through a secret garden, where jasmine and neroli caress a luminous oud.",
    fullDescription:
      "Jardin d'Orient reveals a brighter, more floral side of oud wood. Neroli and bergamot bring a fresh, radiant opening. At the heart, jasmine and orange blossom bloom around a delicate oud. A base of sandalwood, musk and amber softens the whole for a refined, harmonious trail.",
    usageTips: "An easy oud to wear by day as well as by night: apply to the wrists and neck, without rubbing, to keep its floral notes.",
  },
  "ananas-royal": {
    shortDescription: "A juicy golden pineapple over a smoky woody base, both fresh and daring.",
    fullDescription:
      "Ananas Royal opens on the sunny brightness of ripe pineapple, lifted by blackcurrant and green apple. Birch and jasmine compose a smoky heart of great elegance. A base of oakmoss, ambergris and musk gives the whole exceptional staying power. A noble, assertive fruity scent, a true signature of the house.",
    usageTips: "Versatile and irresistible: spray on the neck and wrists for a radiant trail, at the office as in the evening.",
  },
  "peche-exquise": {
    shortDescription: "A velvety, gourmand peach, wrapped in a veil of white flowers and musk.",
    fullDescription:
      "Pêche Exquise captures the sweetness of a fruit picked in high summer. Apricot and mandarin light up the opening with a juicy, sweet touch. At the heart, osmanthus and jasmine bring a silky floral delicacy. A base of musk, vanilla and cashmere wood leaves a tender caress on the skin.",
    usageTips: "Delightful every day: apply to the wrists and the hollow of the neck, and do not hesitate to scent your hair lightly.",
  },
  "pomme-secrete": {
    shortDescription: "A crisp, tangy apple, heightened by rose and a base of blond woods.",
    fullDescription:
      "Pomme Secrète plays on a mischievous, refined freshness. Green apple and crisp pear open the composition on a sparkling note. The heart reveals a fresh rose and a hint of cinnamon, for an unexpected touch. A base of blond woods, musk and salted-butter caramel signs a gourmand, elegant trail.",
    usageTips: "Perfect to brighten your days: spray on the pulse points in the morning and it will stay with you until evening.",
  },
  "ruby-fraise": {
    shortDescription: "A radiant, sensual strawberry, set with rose and a vanilla base.",
    fullDescription:
      "Ruby Fraise evokes the precious sparkle of a ruby and the indulgence of a wild strawberry. Blackcurrant and strawberry open on a juicy, lively, colourful note. The heart of rose and violet brings a powdery, romantic elegance. A base of vanilla, praline and musk leaves a seductive and terribly addictive trail.",
    usageTips: "A fragrance of seduction to wear in the evening: spray on the neckline and the nape for a gourmand trail revealed with every move.",
  },
};

export const seedDiscoverySetEn = {
  name: "Discovery Set",
  shortDescription: "Five 2 ml sprays to choose your fragrance; its price comes back to you as a voucher on a full-size bottle.",
  fullDescription:
    "Five of our creations in 2 ml sprays, to wear for a few days before choosing. The amount paid for the set is returned to you as a single-use voucher, valid for six months, towards the full-size bottle of the fragrance you choose.",
  usageTips: "Wear one fragrance a day, on the skin rather than on a blotter: it reveals itself within a few hours.",
  label: "Set 5 × 2 ml",
  vials: ["Minuit Profond 2 ml", "Magie Noir 2 ml", "Bois d'Automne 2 ml", "Rose Merveilleuse 2 ml", "Mystère Émeraude 2 ml"],
};

export const seedCollectionsEn: Record<string, { name: string; description: string }> = {
  "collection-homme": {
    name: "Men's Collection",
    description: "Woody, spicy trails, tailored for the man who asserts his style with confidence. A sober, deep and resolutely magnetic elegance.",
  },
  "collection-femme": {
    name: "Women's Collection",
    description: "Floral, luminous compositions that celebrate femininity in all its shades. Delicate by day, bewitching as night falls.",
  },
  "collection-oud": {
    name: "Oud Collection",
    description: "A tribute to the great traditions of oriental perfumery, around precious oud wood. Rich, amber accords of rare intensity.",
  },
  "collection-fruitee": {
    name: "Fruity Collection",
    description: "Sun-ripened fruits heightened by refined gourmand bases. A joyful, sparkling and irresistibly addictive perfumery.",
  },
};

/** Every note of the demo catalogue with its English name, for the owner's dictionary. */
export const seedNotesEn: Record<string, string> = {
  Bergamote: "Bergamot",
  "Poivre noir": "Black pepper",
  Cardamome: "Cardamom",
  Lavande: "Lavender",
  Iris: "Iris",
  Géranium: "Geranium",
  Ambre: "Amber",
  Vétiver: "Vetiver",
  "Fève tonka": "Tonka bean",
  Safran: "Saffron",
  "Baies de genièvre": "Juniper berries",
  "Poivre rose": "Pink pepper",
  Cuir: "Leather",
  Encens: "Incense",
  Violette: "Violet",
  Patchouli: "Patchouli",
  "Bois de gaïac": "Guaiac wood",
  "Musc noir": "Black musk",
  Mandarine: "Mandarin",
  "Sauge sclarée": "Clary sage",
  "Noix de muscade": "Nutmeg",
  "Cèdre de l'Atlas": "Atlas cedar",
  Châtaigne: "Chestnut",
  "Feuille de violette": "Violet leaf",
  "Mousse de chêne": "Oakmoss",
  Santal: "Sandalwood",
  "Ambre gris": "Ambergris",
  "Citron de Sicile": "Sicilian lemon",
  "Menthe poivrée": "Peppermint",
  Pamplemousse: "Grapefruit",
  "Notes marines": "Marine notes",
  Romarin: "Rosemary",
  "Cèdre blanc": "White cedar",
  Musc: "Musk",
  Ambroxan: "Ambroxan",
  Litchi: "Lychee",
  Framboise: "Raspberry",
  "Rose de Damas": "Damask rose",
  Pivoine: "Peony",
  Magnolia: "Magnolia",
  "Musc blanc": "White musk",
  Vanille: "Vanilla",
  Galbanum: "Galbanum",
  "Feuille de figuier": "Fig leaf",
  Poire: "Pear",
  "Jasmin sambac": "Jasmine sambac",
  Tubéreuse: "Tuberose",
  "Orange sanguine": "Blood orange",
  Néroli: "Neroli",
  "Fleur d'oranger": "Orange blossom",
  "Ylang-ylang": "Ylang-ylang",
  Frangipanier: "Frangipani",
  Monoï: "Monoi",
  Citron: "Lemon",
  Muguet: "Lily of the valley",
  "Jasmin d'eau": "Water jasmine",
  Freesia: "Freesia",
  "Bois flotté": "Driftwood",
  "Bois d'oud": "Oud wood",
  "Rose de Taïf": "Taif rose",
  Datte: "Date",
  Cannelle: "Cinnamon",
  "Orange amère": "Bitter orange",
  Miel: "Honey",
  "Rose sèche": "Dried rose",
  "Vanille de Madagascar": "Madagascar vanilla",
  Benjoin: "Benzoin",
  Pistache: "Pistachio",
  Jasmin: "Jasmine",
  Ananas: "Pineapple",
  Cassis: "Blackcurrant",
  "Pomme verte": "Green apple",
  Bouleau: "Birch",
  Pêche: "Peach",
  Abricot: "Apricot",
  Osmanthus: "Osmanthus",
  "Fleur de pêcher": "Peach blossom",
  "Bois de cachemire": "Cashmere wood",
  Rose: "Rose",
  "Bois blonds": "Blond woods",
  Caramel: "Caramel",
  "Fraise des bois": "Wild strawberry",
  Praliné: "Praline",
};

/** The standard precautions of an alcoholic perfume (the French DEFAULT_WARNINGS), in English. */
export const SEED_WARNINGS_EN =
  "Flammable: keep away from heat, hot surfaces, sparks and open flames. " +
  "Avoid contact with the eyes; in case of contact, rinse thoroughly with water. " +
  "Do not spray on irritated or damaged skin. Keep out of the reach of children.";
