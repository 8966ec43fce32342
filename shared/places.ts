import { addedRegions } from './places-added-regions'
import { worldCountryRows } from './world-countries'

// Where members live: India first, then the countries where Indian families have settled, then every other
// country (shared/world-countries.ts). Country and region values are stored with profiles, so they never
// change; labels and cities may. Profiles store a region by its English label (the `state` column).
export interface Region {
  value: string
  label: string
  cities: string[]
}

export interface Country {
  value: string
  label: string
  dialCode: string
  regions: Region[]
}

// Cities are one comma-separated string so that each region stays on one readable line.
type RegionRow = readonly [value: string, label: string, cities: string]

function country(value: string, label: string, dialCode: string, rows: readonly RegionRow[]): Country {
  return {
    value,
    label,
    dialCode,
    regions: [...rows, ...(addedRegions[value] ?? [])].map(([regionValue, regionLabel, cities]) => ({
      value: regionValue,
      label: regionLabel,
      cities: cities ? cities.split(', ') : [],
    })),
  }
}

// All 28 states and 8 union territories, in the alphabetical order people scan a list in.
const india = country('india', 'India', '+91', [
  ['andaman-nicobar', 'Andaman and Nicobar Islands', 'Sri Vijaya Puram, Diglipur, Rangat'],
  [
    'andhra-pradesh',
    'Andhra Pradesh',
    'Visakhapatnam, Vijayawada, Guntur, Tirupati, Nellore, Kakinada, Kurnool',
  ],
  ['arunachal-pradesh', 'Arunachal Pradesh', 'Itanagar, Naharlagun, Pasighat, Tawang'],
  ['assam', 'Assam', 'Guwahati, Dibrugarh, Jorhat, Silchar, Tezpur, Nagaon'],
  ['bihar', 'Bihar', 'Patna, Gaya, Bhagalpur, Muzaffarpur, Darbhanga, Purnia'],
  ['chandigarh', 'Chandigarh', 'Chandigarh, Manimajra'],
  ['chhattisgarh', 'Chhattisgarh', 'Raipur, Bhilai, Bilaspur, Korba, Durg'],
  ['dadra-nagar-haveli-daman-diu', 'Dadra and Nagar Haveli and Daman and Diu', 'Silvassa, Daman, Diu'],
  ['delhi', 'Delhi', 'Delhi, New Delhi'],
  ['goa', 'Goa', 'Panaji, Margao, Vasco da Gama, Mapusa, Ponda'],
  ['gujarat', 'Gujarat', 'Ahmedabad, Surat, Vadodara, Rajkot, Gandhinagar, Bhavnagar, Jamnagar, Anand'],
  ['haryana', 'Haryana', 'Gurugram, Faridabad, Panipat, Ambala, Karnal, Hisar, Rohtak'],
  ['himachal-pradesh', 'Himachal Pradesh', 'Shimla, Dharamshala, Mandi, Solan, Kullu'],
  ['jammu-kashmir', 'Jammu and Kashmir', 'Srinagar, Jammu, Anantnag, Baramulla, Udhampur'],
  ['jharkhand', 'Jharkhand', 'Ranchi, Jamshedpur, Dhanbad, Bokaro, Hazaribagh'],
  [
    'karnataka',
    'Karnataka',
    'Bengaluru, Mysuru, Mangaluru, Hubballi, Belagavi, Udupi, Davanagere, Shivamogga',
  ],
  ['kerala', 'Kerala', 'Thiruvananthapuram, Kochi, Kozhikode, Thrissur, Kottayam, Kollam, Kannur, Palakkad'],
  ['ladakh', 'Ladakh', 'Leh, Kargil'],
  ['lakshadweep', 'Lakshadweep', 'Kavaratti, Agatti, Minicoy'],
  ['madhya-pradesh', 'Madhya Pradesh', 'Indore, Bhopal, Jabalpur, Gwalior, Ujjain, Sagar'],
  [
    'maharashtra',
    'Maharashtra',
    'Mumbai, Pune, Nagpur, Nashik, Thane, Aurangabad, Navi Mumbai, Kolhapur, Ulhasnagar',
  ],
  ['manipur', 'Manipur', 'Imphal, Thoubal, Churachandpur'],
  ['meghalaya', 'Meghalaya', 'Shillong, Tura, Jowai'],
  ['mizoram', 'Mizoram', 'Aizawl, Lunglei, Champhai'],
  ['nagaland', 'Nagaland', 'Kohima, Dimapur, Mokokchung'],
  ['odisha', 'Odisha', 'Bhubaneswar, Cuttack, Rourkela, Berhampur, Sambalpur, Puri'],
  ['puducherry', 'Puducherry', 'Puducherry, Karaikal, Mahe, Yanam'],
  ['punjab', 'Punjab', 'Ludhiana, Amritsar, Jalandhar, Patiala, Mohali, Bathinda'],
  ['rajasthan', 'Rajasthan', 'Jaipur, Jodhpur, Udaipur, Kota, Ajmer, Bikaner'],
  ['sikkim', 'Sikkim', 'Gangtok, Namchi, Rangpo'],
  [
    'tamil-nadu',
    'Tamil Nadu',
    'Chennai, Coimbatore, Madurai, Tiruchirappalli, Salem, Tirunelveli, Erode, Vellore',
  ],
  ['telangana', 'Telangana', 'Hyderabad, Secunderabad, Warangal, Karimnagar, Nizamabad, Khammam'],
  ['tripura', 'Tripura', 'Agartala, Dharmanagar, Kailashahar'],
  ['uttar-pradesh', 'Uttar Pradesh', 'Lucknow, Kanpur, Noida, Ghaziabad, Agra, Varanasi, Prayagraj, Meerut'],
  ['uttarakhand', 'Uttarakhand', 'Dehradun, Haridwar, Haldwani, Roorkee, Rishikesh, Nainital'],
  ['west-bengal', 'West Bengal', 'Kolkata, Howrah, Durgapur, Asansol, Siliguri, Kharagpur'],
])

// Abroad, only the regions where Indian families are many, with the cities they settle in.
const abroad = [
  country('usa', 'USA', '+1', [
    ['california', 'California', 'San Jose, Fremont, Sunnyvale, Santa Clara, Los Angeles, San Diego, Irvine'],
    ['new-jersey', 'New Jersey', 'Edison, Jersey City, Iselin, Princeton, Parsippany'],
    ['texas', 'Texas', 'Houston, Dallas, Irving, Plano, Frisco, Austin'],
    ['new-york', 'New York', 'New York City, Long Island, Albany, Buffalo'],
    ['illinois', 'Illinois', 'Chicago, Naperville, Schaumburg, Aurora'],
    ['washington', 'Washington', 'Seattle, Redmond, Bellevue, Bothell'],
    ['georgia', 'Georgia', 'Atlanta, Alpharetta, Duluth, Cumming'],
    ['massachusetts', 'Massachusetts', 'Boston, Cambridge, Burlington, Worcester'],
    ['virginia', 'Virginia', 'Ashburn, Fairfax, Herndon, Richmond'],
    ['michigan', 'Michigan', 'Detroit, Troy, Novi, Ann Arbor'],
    ['pennsylvania', 'Pennsylvania', 'Philadelphia, Pittsburgh, Harrisburg'],
    ['north-carolina', 'North Carolina', 'Raleigh, Charlotte, Cary, Durham'],
    ['florida', 'Florida', 'Tampa, Orlando, Miami, Jacksonville'],
    ['maryland', 'Maryland', 'Baltimore, Germantown, Rockville'],
    ['ohio', 'Ohio', 'Columbus, Cleveland, Cincinnati, Dublin'],
    ['arizona', 'Arizona', 'Phoenix, Chandler, Tempe'],
    ['minnesota', 'Minnesota', 'Minneapolis, Saint Paul'],
    ['connecticut', 'Connecticut', 'Stamford, Hartford'],
  ]),
  country('uk', 'UK', '+44', [
    ['london', 'London', 'London, Harrow, Wembley, Southall, Ilford, Croydon, Hounslow'],
    ['south-east', 'South East England', 'Slough, Reading, Crawley, Milton Keynes'],
    ['west-midlands', 'West Midlands', 'Birmingham, Wolverhampton, Coventry, Sandwell'],
    ['east-midlands', 'East Midlands', 'Leicester, Nottingham, Derby, Loughborough'],
    ['north-west', 'North West England', 'Manchester, Bolton, Preston, Blackburn, Liverpool'],
    ['yorkshire', 'Yorkshire', 'Leeds, Bradford, Sheffield, Huddersfield'],
    ['east-of-england', 'East of England', 'Luton, Cambridge, Peterborough'],
    ['scotland', 'Scotland', 'Glasgow, Edinburgh, Aberdeen'],
    ['wales', 'Wales', 'Cardiff, Swansea, Newport'],
    ['northern-ireland', 'Northern Ireland', 'Belfast, Derry'],
  ]),
  country('canada', 'Canada', '+1', [
    ['ontario', 'Ontario', 'Toronto, Brampton, Mississauga, Ottawa, Markham, Waterloo'],
    ['british-columbia', 'British Columbia', 'Vancouver, Surrey, Burnaby, Abbotsford, Victoria'],
    ['alberta', 'Alberta', 'Calgary, Edmonton'],
    ['quebec', 'Quebec', 'Montreal, Quebec City, Laval'],
    ['manitoba', 'Manitoba', 'Winnipeg, Brandon'],
    ['saskatchewan', 'Saskatchewan', 'Regina, Saskatoon'],
    ['nova-scotia', 'Nova Scotia', 'Halifax'],
  ]),
  country('australia', 'Australia', '+61', [
    ['new-south-wales', 'New South Wales', 'Sydney, Parramatta, Blacktown, Newcastle, Wollongong'],
    ['victoria', 'Victoria', 'Melbourne, Geelong, Ballarat'],
    ['queensland', 'Queensland', 'Brisbane, Gold Coast, Cairns'],
    ['western-australia', 'Western Australia', 'Perth, Mandurah'],
    ['south-australia', 'South Australia', 'Adelaide'],
    ['australian-capital-territory', 'Australian Capital Territory', 'Canberra'],
    ['tasmania', 'Tasmania', 'Hobart, Launceston'],
  ]),
  country('uae', 'UAE', '+971', [
    ['dubai', 'Dubai', 'Dubai'],
    ['abu-dhabi', 'Abu Dhabi', 'Abu Dhabi, Al Ain'],
    ['sharjah', 'Sharjah', 'Sharjah'],
    ['ajman', 'Ajman', 'Ajman'],
    ['ras-al-khaimah', 'Ras Al Khaimah', 'Ras Al Khaimah'],
  ]),
  country('singapore', 'Singapore', '+65', [['singapore', 'Singapore', 'Singapore']]),
  country('new-zealand', 'New Zealand', '+64', [
    ['auckland', 'Auckland', 'Auckland, Manukau'],
    ['wellington', 'Wellington', 'Wellington, Lower Hutt'],
    ['canterbury', 'Canterbury', 'Christchurch'],
    ['waikato', 'Waikato', 'Hamilton'],
  ]),
  country('germany', 'Germany', '+49', [
    ['bavaria', 'Bavaria', 'Munich, Nuremberg'],
    ['berlin', 'Berlin', 'Berlin'],
    ['hesse', 'Hesse', 'Frankfurt, Darmstadt'],
    ['baden-wurttemberg', 'Baden-Württemberg', 'Stuttgart, Karlsruhe'],
    ['north-rhine-westphalia', 'North Rhine-Westphalia', 'Cologne, Düsseldorf, Bonn'],
    ['hamburg', 'Hamburg', 'Hamburg'],
  ]),
  country('malaysia', 'Malaysia', '+60', [
    ['kuala-lumpur', 'Kuala Lumpur', 'Kuala Lumpur'],
    ['selangor', 'Selangor', 'Petaling Jaya, Klang, Shah Alam'],
    ['penang', 'Penang', 'George Town'],
    ['johor', 'Johor', 'Johor Bahru'],
    ['perak', 'Perak', 'Ipoh'],
  ]),
  country('saudi-arabia', 'Saudi Arabia', '+966', [
    ['riyadh-province', 'Riyadh Province', 'Riyadh'],
    ['makkah-province', 'Makkah Province', 'Jeddah, Makkah'],
    ['eastern-province', 'Eastern Province', 'Dammam, Al Khobar, Jubail'],
  ]),
  country('qatar', 'Qatar', '+974', [
    ['doha', 'Doha', 'Doha'],
    ['al-rayyan', 'Al Rayyan', 'Al Rayyan'],
    ['al-wakrah', 'Al Wakrah', 'Al Wakrah'],
  ]),
  country('kuwait', 'Kuwait', '+965', [
    ['al-asimah', 'Al Asimah', 'Kuwait City'],
    ['hawalli', 'Hawalli', 'Hawalli, Salmiya'],
    ['farwaniya', 'Farwaniya', 'Farwaniya, Abbasiya'],
    ['al-ahmadi', 'Al Ahmadi', 'Fahaheel, Mangaf'],
  ]),
  country('oman', 'Oman', '+968', [
    ['muscat', 'Muscat', 'Muscat, Ruwi, Seeb'],
    ['dhofar', 'Dhofar', 'Salalah'],
    ['north-al-batinah', 'North Al Batinah', 'Sohar'],
  ]),
  country('bahrain', 'Bahrain', '+973', [
    ['capital-governorate', 'Capital Governorate', 'Manama'],
    ['muharraq', 'Muharraq', 'Muharraq'],
    ['southern-governorate', 'Southern Governorate', 'Riffa, Isa Town'],
  ]),
  country('south-africa', 'South Africa', '+27', [
    ['kwazulu-natal', 'KwaZulu-Natal', 'Durban, Pietermaritzburg, Chatsworth, Phoenix'],
    ['gauteng', 'Gauteng', 'Johannesburg, Pretoria, Lenasia'],
    ['western-cape', 'Western Cape', 'Cape Town'],
  ]),
  country('kenya', 'Kenya', '+254', [
    ['nairobi', 'Nairobi', 'Nairobi'],
    ['mombasa', 'Mombasa', 'Mombasa'],
    ['kisumu', 'Kisumu', 'Kisumu'],
  ]),
  country('mauritius', 'Mauritius', '+230', [
    ['port-louis', 'Port Louis', 'Port Louis'],
    ['plaines-wilhems', 'Plaines Wilhems', 'Curepipe, Quatre Bornes, Vacoas'],
    ['pamplemousses', 'Pamplemousses', 'Pamplemousses, Triolet'],
  ]),
  country('fiji', 'Fiji', '+679', [
    ['central', 'Central Division', 'Suva, Nausori'],
    ['western', 'Western Division', 'Nadi, Lautoka, Ba'],
    ['northern', 'Northern Division', 'Labasa'],
  ]),
  country('netherlands', 'Netherlands', '+31', [
    ['north-holland', 'North Holland', 'Amsterdam, Amstelveen'],
    ['south-holland', 'South Holland', 'The Hague, Rotterdam, Leiden'],
    ['north-brabant', 'North Brabant', 'Eindhoven'],
    ['utrecht', 'Utrecht', 'Utrecht'],
  ]),
  country('ireland', 'Ireland', '+353', [
    ['dublin', 'County Dublin', 'Dublin'],
    ['cork', 'County Cork', 'Cork'],
    ['galway', 'County Galway', 'Galway'],
    ['limerick', 'County Limerick', 'Limerick'],
  ]),
  country('nepal', 'Nepal', '+977', [
    ['bagmati', 'Bagmati', 'Kathmandu, Lalitpur, Bhaktapur'],
    ['gandaki', 'Gandaki', 'Pokhara'],
    ['lumbini', 'Lumbini', 'Butwal, Bhairahawa'],
    ['madhesh', 'Madhesh', 'Janakpur, Birgunj'],
    ['koshi', 'Koshi', 'Biratnagar, Dharan'],
  ]),
  country('sri-lanka', 'Sri Lanka', '+94', [
    ['western', 'Western Province', 'Colombo, Negombo'],
    ['central', 'Central Province', 'Kandy'],
    ['northern', 'Northern Province', 'Jaffna'],
    ['eastern', 'Eastern Province', 'Trincomalee, Batticaloa'],
  ]),
  country('bangladesh', 'Bangladesh', '+880', [
    ['dhaka', 'Dhaka', 'Dhaka, Narayanganj'],
    ['chattogram', 'Chattogram', "Chattogram, Cox's Bazar"],
    ['sylhet', 'Sylhet', 'Sylhet'],
    ['khulna', 'Khulna', 'Khulna'],
  ]),
]

export const countryList: Country[] = [
  india,
  ...abroad,
  ...worldCountryRows.map(([value, label, dialCode]) => country(value, label, dialCode, [])),
]

/** The home page's browse-by-city list. */
export const majorIndianCities: string[] = [
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
  'Coimbatore',
  'Indore',
  'Nagpur',
  'Surat',
  'Vadodara',
  'Bhopal',
  'Patna',
  'Thiruvananthapuram',
  'Visakhapatnam',
  'Bhubaneswar',
  'Guwahati',
]

/** The regions of a country; none when the country is unknown. */
export function regionsOf(country: string): Region[] {
  return countryList.find((c) => c.value === country)?.regions ?? []
}

/** The cities of a region; none when the country or region is unknown. */
export function citiesOf(country: string, region: string): string[] {
  return regionsOf(country).find((r) => r.value === region)?.cities ?? []
}

/** What people read for a stored country value; empty when unknown, as `labelOf` does. */
export function countryLabel(value: string): string {
  return countryList.find((c) => c.value === value)?.label ?? ''
}

/** What people read for a stored region value; empty when unknown. */
export function regionLabel(country: string, region: string): string {
  return regionsOf(country).find((r) => r.value === region)?.label ?? ''
}
