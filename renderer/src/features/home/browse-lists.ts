// The home page's browse lists (spec: about 22 mother tongues, 20 Indian cities, 30 communities). Each opens
// search results filtered by exactly that. Only labels are written here (the home page's first load must not
// carry the shared lists); their values follow from them, and browse-lists.test.ts checks each against shared/.

/** [label, the criterion it filters by, its value] */
export type BrowseLink = readonly [
  label: string,
  criterion: 'motherTongue' | 'city' | 'community',
  value: string,
]

const links = (
  criterion: BrowseLink[1],
  labels: string[],
  valueOf: (label: string) => string,
): BrowseLink[] => labels.map((label) => [label, criterion, valueOf(label)] as const)
const slug = (label: string) => label.toLowerCase().replace(/ /g, '-')

export const browseByMotherTongue = links(
  'motherTongue',
  [
    'Hindi',
    'Bengali',
    'Marathi',
    'Telugu',
    'Tamil',
    'Gujarati',
    'Urdu',
    'Kannada',
    'Odia',
    'Malayalam',
    'Punjabi',
    'Assamese',
    'Maithili',
    'Konkani',
    'Sindhi',
    'Kashmiri',
    'Nepali',
    'Dogri',
    'Manipuri',
    'Santali',
    'Bodo',
    'English',
  ],
  slug,
)

export const browseByCity = links(
  'city',
  [
    'Mumbai',
    'Delhi',
    'Bengaluru',
    'Hyderabad',
    'Chennai',
    'Kolkata',
    'Pune',
    'Ahmedabad',
    'Jaipur',
    'Lucknow',
    'Chandigarh',
    'Kochi',
    'Indore',
    'Bhopal',
    'Nagpur',
    'Coimbatore',
    'Surat',
    'Patna',
    'Bhubaneswar',
    'Visakhapatnam',
  ],
  (label) => label,
)

export const browseByCommunity = links(
  'community',
  [
    'Brahmin',
    'Iyer',
    'Iyengar',
    'Nair',
    'Ezhava',
    'Maratha',
    'Agarwal',
    'Khatri',
    'Arora',
    'Jat',
    'Rajput',
    'Kayastha',
    'Yadav',
    'Reddy',
    'Kamma',
    'Kapu',
    'Lingayat',
    'Vokkaliga',
    'Nadar',
    'Chettiar',
    'Mudaliar',
    'Patel',
    'Bania',
    'Jat Sikh',
    'Ramgarhia',
    'Sunni',
    'Shia',
    'Roman Catholic',
    'Syro-Malabar',
    'Marthoma',
  ],
  slug,
)
