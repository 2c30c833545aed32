/**
 * The words shoppers use for the shop's occasions, categories and colors, keyed by the catalog's
 * codes and color names (the seed's). A code the database does not have is skipped, so these tables
 * may name more than a catalog holds. The database's own names are always understood as well.
 */

/** Occasion code → phrases (lower case, without diacritics). */
export const OCCASION_WORDS: Record<string, string[]> = {
  WEDDING: ['wedding', 'weddings', 'wedding guest', 'ceremony', 'reception', 'bridal shower', 'engagement party'],
  WORK: ['work', 'office', 'the office', 'meeting', 'meetings', 'interview', 'job interview', 'business', 'workwear'],
  DATE_NIGHT: ['date night', 'date', 'dinner date', 'romantic dinner', 'anniversary'],
  VACATION: ['vacation', 'holiday', 'holidays', 'beach', 'resort', 'trip', 'travel', 'getaway', 'honeymoon'],
  PARTY: ['party', 'parties', 'cocktail', 'cocktail party', 'birthday', 'celebration', 'night out', 'new years eve'],
  EVERYDAY: ['everyday', 'every day', 'casual', 'daily', 'errands', 'school'],
  WEEKEND: ['weekend', 'brunch', 'off duty', 'saturday', 'sunday'],
  BLACK_TIE: ['black tie', 'gala', 'formal', 'formal event', 'prom', 'ball', 'opera'],
};

/** How a reply says "for …" an occasion. */
export const OCCASION_PHRASES: Record<string, string> = {
  WEDDING: 'a wedding',
  WORK: 'work',
  DATE_NIGHT: 'date night',
  VACATION: 'a vacation',
  PARTY: 'a party',
  EVERYDAY: 'every day',
  WEEKEND: 'the weekend',
  BLACK_TIE: 'a black-tie event',
};

/**
 * Category code → phrases. A phrase marked narrow (`*` prefix) names a kind of item within the
 * category ("jeans" among pants): it also becomes a search keyword. Plurals ("dresses", "boots")
 * are understood from the singular.
 */
export const CATEGORY_WORDS: Record<string, string[]> = {
  DRESSES: ['dress', '*gown', '*sundress', '*frock', '*slip dress', '*maxi dress', '*midi dress', '*mini dress'],
  TOPS: ['top', '*blouse', '*shirt', '*tee', '*t-shirt', '*t shirt', '*camisole', '*cami', '*bodysuit', '*tank top'],
  KNITWEAR: ['knitwear', 'knit', '*sweater', '*cardigan', '*jumper', '*pullover', '*turtleneck'],
  JACKETS_COATS: ['jacket', 'coat', 'outerwear', '*blazer', '*trench', '*bomber', '*parka'],
  PANTS: ['pants', 'trousers', '*jeans', '*culottes', '*slacks', '*chinos'],
  SKIRTS: ['skirt'],
  JUMPSUITS: ['jumpsuit', '*romper', '*playsuit', '*overalls'],
  ACTIVEWEAR: ['activewear', 'workout', 'gym', 'sportswear', 'athleisure', '*leggings', '*sports bra', '*yoga'],
  HEELS: ['heel', 'high heels', '*pump', '*stiletto', '*mule', '*slingback'],
  FLATS: ['flat', '*ballet flat', '*loafer', '*mary jane'],
  SNEAKERS: ['sneaker', '*trainer', '*runner', 'tennis shoe', 'running shoe'],
  BOOTS: ['boot', '*bootie', '*ankle boot', '*knee boot', '*chelsea boot'],
  SANDALS: ['sandal', '*slide', '*espadrille', '*flip flop'],
};

/** Department words: the whole group of categories. */
export const GROUP_WORDS: Record<'clothing' | 'shoes', string[]> = {
  shoes: ['shoes', 'shoe', 'footwear'],
  clothing: ['clothes', 'clothing', 'apparel'],
};

/** Everyday color words → the catalog's color names (a shopper says "red", the catalog has Scarlet). */
export const COLOR_FAMILIES: Record<string, string[]> = {
  red: ['Scarlet', 'Burgundy', 'Red'],
  pink: ['Rose', 'Blush', 'Fuchsia', 'Pink'],
  blue: ['Navy', 'Cobalt', 'Sky', 'Denim', 'Blue'],
  green: ['Emerald', 'Sage', 'Olive', 'Teal', 'Green'],
  brown: ['Camel', 'Chocolate', 'Taupe', 'Brown'],
  purple: ['Lilac', 'Plum', 'Purple'],
  yellow: ['Mustard', 'Gold', 'Yellow'],
  orange: ['Terracotta', 'Coral', 'Orange'],
  grey: ['Charcoal', 'Silver', 'Grey', 'Gray'],
  gray: ['Charcoal', 'Silver', 'Grey', 'Gray'],
  beige: ['Camel', 'Cream', 'Khaki', 'Taupe', 'Champagne', 'Beige'],
  nude: ['Blush', 'Champagne', 'Taupe', 'Nude'],
  neutral: ['Ivory', 'Cream', 'Camel', 'Taupe', 'Khaki', 'Champagne'],
  white: ['White', 'Ivory', 'Cream'],
  black: ['Black'],
  metallic: ['Gold', 'Silver'],
  pastel: ['Blush', 'Lilac', 'Sky', 'Sage', 'Cream'],
};

/** Spoken letter sizes. */
export const SIZE_WORDS: Record<string, string> = {
  'extra extra small': 'XXS',
  'extra small': 'XS',
  'x-small': 'XS',
  'x small': 'XS',
  small: 'S',
  medium: 'M',
  large: 'L',
  'x-large': 'XL',
  'x large': 'XL',
  'extra large': 'XL',
  'extra extra large': 'XXL',
  'xx-large': 'XXL',
};

/** Words that carry no search meaning of their own. */
export const STOPWORDS = new Set(
  (
    'a an the for to of in on at with and or but so me my mine i im ive id you your we our us it its this that ' +
    'these those one ones some something anything any please pls can could would will should do does did have has ' +
    'had is are be am was were been being get got want wanted need needs looking find show see give tell let ' +
    'what which where when how who why there here just also really very too more less most much many nice pretty ' +
    'cute great good lovely beautiful new best perfect ideal suitable like similar else other another else ' +
    'price priced prices cost costs costing dollar dollars usd bucks size sizes sized color colour colors colours ' +
    'brand brands from by under over below above between up than about around within budget max min maximum ' +
    'minimum least item items piece pieces thing things stuff options option ideas idea suggest suggestions ' +
    'recommend recommendation recommendations buy rent rental shop shopping going go goes event events occasion ' +
    'occasions today tonight tomorrow next week month year wear wearing wore outfit outfits look looks style ' +
    'styles styled stylish fashion fashionable trendy cheap cheaper cheapest affordable inexpensive expensive ' +
    'pricey bargain hi hello hey thanks thank ok okay yes no not dont'
  ).split(' '),
);
