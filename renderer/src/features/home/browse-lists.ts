// The home page's browse lists (spec: about 22 mother tongues, 20 Indian cities, 30 communities).
export const browseByMotherTongue = [
  'Hindi', 'Marathi', 'Punjabi', 'Tamil', 'Telugu', 'Bengali', 'Gujarati', 'Urdu', 'Kannada', 'Malayalam', 'Odia',
  'Assamese', 'Konkani', 'Sindhi', 'Kashmiri', 'Marwari', 'Bhojpuri', 'Maithili', 'Tulu', 'Nepali', 'Rajasthani', 'English',
]
export const browseByCity = [
  'Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh',
  'Kochi', 'Indore', 'Bhopal', 'Nagpur', 'Coimbatore', 'Surat', 'Patna', 'Bhubaneswar', 'Visakhapatnam',
]
export const browseByCommunity = [
  'Agarwal', 'Arora', 'Brahmin', 'Bania', 'Bunt', 'Chettiar', 'Ezhava', 'Gounder', 'Gupta', 'Iyer', 'Iyengar', 'Jat',
  'Kamma', 'Kapu', 'Kayastha', 'Khatri', 'Kshatriya', 'Kurmi', 'Lingayat', 'Maratha', 'Nadar', 'Nair', 'Patel', 'Rajput',
  'Reddy', 'Saraswat', 'Sindhi', 'Sunni', 'Syrian Christian', 'Vokkaliga',
]
