export type SeedCollection = {
  slug: string;
  name: string;
  description: string;
  displayOrder: number;
};

import type { FragranceAllergen } from "./fragrance-allergens";
import type { Concentration } from "./product-facts";
import type { OlfactoryFamily } from "./olfactory";

export type SeedPerfume = {
  slug: string;
  name: string;
  collectionSlug: string;
  shortDescription: string;
  fullDescription: string;
  topNotes: string;
  heartNotes: string;
  baseNotes: string;
  /** Its olfactory families (1 to 3), in the fixed list's order. */
  families: OlfactoryFamily[];
  usageTips: string;
  isBestSeller: boolean;
  /** The fragrance allergens its INCI list ends with, as its notes make likely. */
  allergens: FragranceAllergen[];
  /** Eau de parfum unless said. */
  concentration?: Concentration;
};

export const seedCollections: SeedCollection[] = [
  {
    slug: "collection-homme",
    name: "Collection Homme",
    description:
      "Des sillages boisés et épicés, taillés pour l'homme qui affirme son style avec assurance. Une élégance sobre, profonde et résolument magnétique.",
    displayOrder: 1,
  },
  {
    slug: "collection-femme",
    name: "Collection Femme",
    description:
      "Des compositions florales et lumineuses qui subliment la féminité dans toutes ses nuances. Délicates le jour, envoûtantes à la nuit tombée.",
    displayOrder: 2,
  },
  {
    slug: "collection-oud",
    name: "Collection Oud",
    description:
      "Un hommage aux grandes traditions de la parfumerie orientale, autour du précieux bois d'oud. Des accords riches, ambrés et d'une rare intensité.",
    displayOrder: 3,
  },
  {
    slug: "collection-fruitee",
    name: "Collection Fruitée",
    description:
      "Des fruits gorgés de soleil sublimés par des fonds gourmands et raffinés. Une parfumerie joyeuse, pétillante et irrésistiblement addictive.",
    displayOrder: 4,
  },
];

export const seedPerfumes: SeedPerfume[] = [
  // ── Collection Homme ──────────────────────────────────────────────
  {
    slug: "minuit-profond",
    name: "Minuit Profond",
    collectionSlug: "collection-homme",
    shortDescription:
      "Un boisé ambré et mystérieux qui capture l'intensité magnétique des nuits parisiennes.",
    fullDescription:
      "Minuit Profond s'ouvre sur l'éclat vif de la bergamote relevé d'un soupçon de poivre noir. En son cœur, la lavande et l'iris tissent un voile à la fois poudré et viril. Le fond, riche d'ambre, de vétiver et de fève tonka, laisse un sillage sensuel qui accompagne chaque pas. Une signature nocturne, élégante et inoubliable.",
    topNotes: "Bergamote, Poivre noir, Cardamome",
    heartNotes: "Lavande, Iris, Géranium",
    baseNotes: "Ambre, Vétiver, Fève tonka",
    families: ["ambre", "fougere", "aromatique"],
    usageTips:
      "Vaporisez sur le cou et l'intérieur des poignets avant une soirée ; une à deux pulvérisations suffisent pour un sillage présent toute la nuit.",
    isBestSeller: true,
    allergens: ["Linalool", "Limonene", "Coumarin", "Geraniol", "Citral", "Linalyl Acetate"],
  },
  {
    slug: "magie-noir",
    name: "Magie Noir",
    collectionSlug: "collection-homme",
    shortDescription:
      "Un cuir fumé et épicé, aussi sombre qu'envoûtant, pour les hommes au charisme affirmé.",
    fullDescription:
      "Magie Noir dévoile d'emblée un accord audacieux de safran et de baies de genièvre. Le cœur, où se mêlent cuir souple et encens, évoque l'atmosphère feutrée d'un salon privé. Un fond de patchouli et de bois de gaïac prolonge cette aura mystérieuse avec une rare profondeur. Un parfum de caractère, pensé pour ne laisser personne indifférent.",
    topNotes: "Safran, Baies de genièvre, Poivre rose",
    heartNotes: "Cuir, Encens, Violette",
    baseNotes: "Patchouli, Bois de gaïac, Musc noir",
    families: ["boise", "ambre", "cuir"],
    usageTips:
      "Idéal en automne et en hiver : appliquez-le sur la nuque et le torse pour un sillage intense qui se révèle au fil des heures.",
    isBestSeller: false,
    allergens: ["Linalool", "Limonene", "Alpha-Isomethyl Ionone", "Pogostemon Cablin Oil", "Eugenol"],
  },
  {
    slug: "bois-automne",
    name: "Bois d'Automne",
    collectionSlug: "collection-homme",
    shortDescription:
      "Une balade en sous-bois où se mêlent feuilles mortes, cèdre et châtaigne grillée.",
    fullDescription:
      "Bois d'Automne capture la poésie d'une forêt à l'heure où les feuilles se parent d'or. La fraîcheur de la mandarine et de la sauge cède place à un cœur chaleureux de cèdre et de châtaigne. En fond, la mousse de chêne et le santal enveloppent la peau d'une douceur boisée. Un parfum réconfortant, chaleureux et d'une grande élégance.",
    topNotes: "Mandarine, Sauge sclarée, Noix de muscade",
    heartNotes: "Cèdre de l'Atlas, Châtaigne, Feuille de violette",
    baseNotes: "Mousse de chêne, Santal, Ambre gris",
    families: ["boise", "chypre"],
    usageTips:
      "Parfait au quotidien durant la saison fraîche : vaporisez-le sur les poignets et derrière les oreilles, puis laissez-le se fondre sur la peau sans frotter.",
    isBestSeller: false,
    allergens: ["Limonene", "Linalool", "Evernia Prunastri Extract", "Santalol", "Eugenol", "Cedrus Atlantica Oil/Extract"],
  },
  {
    slug: "saphir-bleu",
    name: "Saphir Bleu",
    collectionSlug: "collection-homme",
    shortDescription:
      "Une fraîcheur aromatique et marine, aussi éclatante que la pierre dont il porte le nom.",
    fullDescription:
      "Saphir Bleu s'élance sur des notes vivifiantes de citron de Sicile et de menthe poivrée. Son cœur aquatique, porté par le romarin et les notes marines, évoque une brise sur la Méditerranée. Le fond de cèdre blanc, de musc et d'ambroxan lui confère une tenue remarquable et une élégance moderne. Une fraîcheur noble, du matin jusqu'au soir.",
    topNotes: "Citron de Sicile, Menthe poivrée, Pamplemousse",
    heartNotes: "Notes marines, Romarin, Géranium",
    baseNotes: "Cèdre blanc, Musc, Ambroxan",
    families: ["hesperide", "aromatique", "aquatique"],
    usageTips:
      "Votre allié des journées actives et des beaux jours : appliquez-le sur les points de pulsation après la douche pour un sillage frais toute la journée.",
    isBestSeller: false,
    allergens: ["Limonene", "Linalool", "Citral", "Geraniol", "Citronellol", "Camphor"],
    concentration: "eau_de_toilette",
  },

  // ── Collection Femme ──────────────────────────────────────────────
  {
    slug: "rose-merveilleuse",
    name: "Rose Merveilleuse",
    collectionSlug: "collection-femme",
    shortDescription:
      "Une rose de Damas lumineuse et veloutée, sublimée par un fond de musc poudré.",
    fullDescription:
      "Rose Merveilleuse célèbre la reine des fleurs dans toute sa splendeur. Le litchi et la framboise éveillent la composition d'une touche fruitée et pétillante. Au cœur, la rose de Damas et la pivoine déploient un bouquet opulent et romantique. Un fond de musc blanc et de patchouli adoucit l'ensemble pour un sillage tendre et inoubliable.",
    topNotes: "Litchi, Framboise, Bergamote",
    heartNotes: "Rose de Damas, Pivoine, Magnolia",
    baseNotes: "Musc blanc, Patchouli, Vanille",
    families: ["floral", "chypre"],
    usageTips:
      "Vaporisez-le à l'intérieur des poignets, au creux du cou et sur les cheveux pour un sillage floral qui vous suit tout au long de la journée.",
    isBestSeller: true,
    allergens: ["Citronellol", "Geraniol", "Linalool", "Limonene", "Vanillin", "Rose Flower Oil/Extract"],
  },
  {
    slug: "mystere-emeraude",
    name: "Mystère Émeraude",
    collectionSlug: "collection-femme",
    shortDescription:
      "Un chypre vert et raffiné, où le jasmin s'enlace aux feuilles de figuier.",
    fullDescription:
      "Mystère Émeraude s'ouvre sur la fraîcheur verte du galbanum et de la feuille de figuier. Le jasmin sambac et la tubéreuse dévoilent ensuite un cœur floral, sensuel et lumineux. La mousse de chêne et le vétiver signent un fond chypré d'une grande sophistication. Un parfum énigmatique, pour une femme qui cultive l'art du mystère.",
    topNotes: "Galbanum, Feuille de figuier, Poire",
    heartNotes: "Jasmin sambac, Tubéreuse, Iris",
    baseNotes: "Mousse de chêne, Vétiver, Musc",
    families: ["floral", "chypre"],
    usageTips:
      "À porter en toute occasion : appliquez-le sur les poignets et derrière les oreilles, en laissant la peau révéler peu à peu ses facettes.",
    isBestSeller: false,
    allergens: ["Linalool", "Benzyl Salicylate", "Benzyl Benzoate", "Evernia Prunastri Extract", "Alpha-Isomethyl Ionone", "Jasmine Oil/Extract"],
  },
  {
    slug: "corail-etincelant",
    name: "Corail Étincelant",
    collectionSlug: "collection-femme",
    shortDescription:
      "Un floral solaire et pétillant, aussi radieux qu'un coucher de soleil sur la mer.",
    fullDescription:
      "Corail Étincelant s'éveille sur l'éclat de l'orange sanguine et du poivre rose. La fleur d'oranger et l'ylang-ylang composent un cœur solaire, chaleureux et enveloppant. Un fond crémeux de monoï, de santal et de vanille évoque la douceur d'une peau caressée par le soleil. Un parfum joyeux et lumineux, pour prolonger l'été.",
    topNotes: "Orange sanguine, Poivre rose, Néroli",
    heartNotes: "Fleur d'oranger, Ylang-ylang, Frangipanier",
    baseNotes: "Monoï, Santal, Vanille",
    families: ["floral", "hesperide"],
    usageTips:
      "Idéal aux beaux jours : vaporisez-le sur le décolleté et les épaules pour un sillage solaire qui s'intensifie à la chaleur de la peau.",
    isBestSeller: false,
    allergens: ["Limonene", "Linalool", "Benzyl Salicylate", "Benzyl Benzoate", "Farnesol", "Cananga Odorata Oil/Extract"],
  },
  {
    slug: "reve-azur",
    name: "Rêve d'Azur",
    collectionSlug: "collection-femme",
    shortDescription:
      "Un floral aquatique d'une grande légèreté, évoquant un matin d'été sur la Riviera.",
    fullDescription:
      "Rêve d'Azur est une invitation à l'évasion, entre ciel et mer. Des notes aériennes de citron et de notes marines ouvrent la composition avec une fraîcheur délicate. Au cœur, le muguet et le jasmin d'eau dessinent un bouquet transparent et lumineux. Un fond de musc blanc et de bois flotté laisse sur la peau une douceur propre et apaisante.",
    topNotes: "Citron, Notes marines, Poire",
    heartNotes: "Muguet, Jasmin d'eau, Freesia",
    baseNotes: "Musc blanc, Bois flotté, Ambre",
    families: ["floral", "hesperide", "aquatique"],
    usageTips:
      "Parfait pour le quotidien et les journées d'été : appliquez-le généreusement sur les points de pulsation pour un sillage frais et lumineux.",
    isBestSeller: false,
    allergens: ["Limonene", "Linalool", "Hydroxycitronellal", "Citronellol", "Citral"],
    concentration: "eau_de_toilette",
  },

  // ── Collection Oud ────────────────────────────────────────────────
  {
    slug: "el-jedha",
    name: "El Jedha",
    collectionSlug: "collection-oud",
    shortDescription:
      "Un oud majestueux et ambré, tissé de rose et de safran, d'une intensité royale.",
    fullDescription:
      "El Jedha est une ode aux splendeurs de l'Orient. Le safran et la cardamome ouvrent la composition sur une chaleur précieuse et épicée. La rose de Taïf se mêle ensuite au bois d'oud pour un cœur opulent et profond. Un fond d'ambre, d'encens et de musc prolonge ce sillage majestueux bien au-delà de la journée.",
    topNotes: "Safran, Cardamome, Bergamote",
    heartNotes: "Bois d'oud, Rose de Taïf, Encens",
    baseNotes: "Ambre, Musc, Santal",
    families: ["boise", "ambre"],
    usageTips:
      "Un parfum puissant à doser avec parcimonie : une pulvérisation sur le cou et une sur le poignet suffisent, idéalement pour les soirées et grandes occasions.",
    isBestSeller: true,
    allergens: ["Linalool", "Limonene", "Citronellol", "Geraniol", "Eugenol", "Santalol"],
    concentration: "extrait_de_parfum",
  },
  {
    slug: "bahia",
    name: "Bahia",
    collectionSlug: "collection-oud",
    shortDescription:
      "Un oud gourmand et enveloppant, adouci de vanille, de miel et de datte.",
    fullDescription:
      "Bahia marie la noblesse du bois d'oud à la douceur des desserts orientaux. La datte et la cannelle ouvrent sur une chaleur épicée et sucrée. Au cœur, le miel et la rose sèche se fondent dans l'oud pour un accord velouté. Un fond de vanille de Madagascar et de benjoin laisse une empreinte sensuelle et réconfortante.",
    topNotes: "Datte, Cannelle, Orange amère",
    heartNotes: "Bois d'oud, Miel, Rose sèche",
    baseNotes: "Vanille de Madagascar, Benjoin, Fève tonka",
    families: ["boise", "ambre", "gourmand"],
    usageTips:
      "Parfait par temps froid : vaporisez-le sur les vêtements et la nuque pour un sillage chaleureux qui persiste jusqu'au lendemain.",
    isBestSeller: false,
    allergens: ["Limonene", "Cinnamal", "Eugenol", "Coumarin", "Benzyl Benzoate", "Vanillin"],
    concentration: "extrait_de_parfum",
  },
  {
    slug: "jardin-orient",
    name: "Jardin d'Orient",
    collectionSlug: "collection-oud",
    shortDescription:
      "Une promenade dans un jardin secret, où le jasmin et le néroli caressent un oud lumineux.",
    fullDescription:
      "Jardin d'Orient révèle une facette plus lumineuse et florale du bois d'oud. Le néroli et la bergamote apportent une ouverture fraîche et éclatante. Au cœur, le jasmin et la fleur d'oranger s'épanouissent autour d'un oud délicat. Un fond de santal, de musc et d'ambre adoucit l'ensemble pour un sillage raffiné et harmonieux.",
    topNotes: "Néroli, Bergamote, Pistache",
    heartNotes: "Jasmin, Fleur d'oranger, Bois d'oud",
    baseNotes: "Santal, Musc, Ambre",
    families: ["floral", "boise", "ambre"],
    usageTips:
      "Un oud accessible qui se porte aussi bien le jour que le soir : appliquez-le sur les poignets et le cou, sans frotter, pour préserver ses notes florales.",
    isBestSeller: false,
    allergens: ["Linalool", "Limonene", "Benzyl Salicylate", "Farnesol", "Citrus Aurantium Flower Oil", "Santalol"],
  },

  // ── Collection Fruitée ────────────────────────────────────────────
  {
    slug: "ananas-royal",
    name: "Ananas Royal",
    collectionSlug: "collection-fruitee",
    shortDescription:
      "Un ananas juteux et doré sur un fond boisé et fumé, à la fois frais et audacieux.",
    fullDescription:
      "Ananas Royal s'ouvre sur l'éclat solaire d'un ananas mûr, relevé de cassis et de pomme verte. Le bouleau et le jasmin composent un cœur fumé d'une grande élégance. Un fond de mousse de chêne, d'ambre gris et de musc confère à l'ensemble une tenue exceptionnelle. Un fruité noble et affirmé, véritable signature de la maison.",
    topNotes: "Ananas, Cassis, Pomme verte",
    heartNotes: "Bouleau, Jasmin, Patchouli",
    baseNotes: "Mousse de chêne, Ambre gris, Musc",
    families: ["boise", "chypre"],
    usageTips:
      "Polyvalent et irrésistible : vaporisez-le sur le cou et les poignets pour un sillage éclatant, aussi bien au bureau qu'en soirée.",
    isBestSeller: true,
    allergens: ["Limonene", "Linalool", "Citral", "Evernia Prunastri Extract", "Hydroxycitronellal"],
  },
  {
    slug: "peche-exquise",
    name: "Pêche Exquise",
    collectionSlug: "collection-fruitee",
    shortDescription:
      "Une pêche veloutée et gourmande, enveloppée d'un voile de fleurs blanches et de musc.",
    fullDescription:
      "Pêche Exquise capture la douceur d'un fruit cueilli en plein été. L'abricot et la mandarine illuminent l'ouverture d'une touche juteuse et sucrée. Au cœur, l'osmanthus et le jasmin apportent une délicatesse florale et soyeuse. Un fond de musc, de vanille et de bois de cachemire laisse une caresse tendre sur la peau.",
    topNotes: "Pêche, Abricot, Mandarine",
    heartNotes: "Osmanthus, Jasmin, Fleur de pêcher",
    baseNotes: "Musc, Vanille, Bois de cachemire",
    families: ["floral", "gourmand"],
    usageTips:
      "Délicieux au quotidien : appliquez-le sur les poignets et dans le creux du cou, et n'hésitez pas à en parfumer légèrement vos cheveux.",
    isBestSeller: false,
    allergens: ["Limonene", "Linalool", "Alpha-Isomethyl Ionone", "Benzyl Benzoate", "Coumarin", "Vanillin"],
  },
  {
    slug: "pomme-secrete",
    name: "Pomme Secrète",
    collectionSlug: "collection-fruitee",
    shortDescription:
      "Une pomme croquante et acidulée, sublimée par la rose et un fond de bois blonds.",
    fullDescription:
      "Pomme Secrète joue la carte de la fraîcheur espiègle et raffinée. La pomme verte et la poire croquante ouvrent la composition sur une note pétillante. Le cœur dévoile une rose fraîche et un soupçon de cannelle, pour une touche inattendue. Un fond de bois blonds, de musc et de caramel au beurre salé signe un sillage gourmand et élégant.",
    topNotes: "Pomme verte, Poire, Citron",
    heartNotes: "Rose, Cannelle, Pivoine",
    baseNotes: "Bois blonds, Musc, Caramel",
    families: ["floral", "gourmand"],
    usageTips:
      "Parfait pour illuminer vos journées : vaporisez-le sur les points de pulsation le matin, il vous accompagnera jusqu'au soir.",
    isBestSeller: false,
    allergens: ["Limonene", "Citral", "Citronellol", "Geraniol", "Cinnamal", "Hexyl Cinnamal"],
  },
  {
    slug: "ruby-fraise",
    name: "Ruby Fraise",
    collectionSlug: "collection-fruitee",
    shortDescription:
      "Une fraise éclatante et sensuelle, sertie de rose et d'un fond vanillé.",
    fullDescription:
      "Ruby Fraise évoque l'éclat précieux d'un rubis et la gourmandise d'une fraise des bois. Le cassis et la fraise ouvrent sur une note juteuse, vive et colorée. Le cœur de rose et de violette apporte une élégance poudrée et romantique. Un fond de vanille, de praliné et de musc laisse un sillage séduisant et terriblement addictif.",
    topNotes: "Fraise des bois, Cassis, Mandarine",
    heartNotes: "Rose, Violette, Jasmin",
    baseNotes: "Vanille, Praliné, Musc",
    families: ["floral", "gourmand"],
    usageTips:
      "Un parfum de séduction à porter en soirée : vaporisez-le sur le décolleté et la nuque pour un sillage gourmand qui se dévoile à chaque mouvement.",
    isBestSeller: false,
    allergens: ["Citronellol", "Geraniol", "Linalool", "Alpha-Isomethyl Ionone", "Vanillin", "Benzyl Benzoate"],
  },
];

/**
 * The demo catalogue's « Coffret découverte » (decision 114): a product of its own, in no
 * collection, so the fifteen perfumes of SPEC.md stay fifteen; reached from the 100 ml pages and
 * by search. Its voucher pays each perfume's largest full bottle (decision 155).
 */
export const seedDiscoverySet = {
  slug: "coffret-decouverte",
  name: "Coffret Découverte",
  shortDescription: "Cinq vaporisateurs de 2 ml pour choisir votre parfum ; son prix vous revient en bon d'achat sur un grand format.",
  fullDescription:
    "Cinq de nos créations en vaporisateurs de 2 ml, pour les porter plusieurs jours avant de choisir. Le montant payé pour le coffret vous est rendu en un bon à usage unique, valable six mois, à valoir sur le grand format du parfum que vous aurez choisi.",
  usageTips: "Portez un parfum par jour, sur la peau plutôt que sur une mouillette : il se révèle en quelques heures.",
  label: "Coffret 5 × 2 ml",
  priceCents: 2500,
  stockQuantity: 40,
  voucherMonths: 6,
  vials: ["Minuit Profond 2 ml", "Magie Noir 2 ml", "Bois d'Automne 2 ml", "Rose Merveilleuse 2 ml", "Mystère Émeraude 2 ml"],
};
