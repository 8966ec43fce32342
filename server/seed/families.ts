// Fictional sample data: the groups, names and texts the sample-profile generator draws from, so that a
// generated family is coherent (a Kamma family speaks Telugu and lives in Andhra Pradesh or Telangana).
// Values are those of shared/places.ts, shared/communities.ts and shared/options.ts.
import { educationLevelOptions } from '../../shared/options'

export interface CulturalGroup {
  /** For people reading the data and for diasporaShare; never shown. */
  name: string
  religion: string
  motherTongue: string
  /** Relative share of profiles; only the ratios matter. */
  weight: number
  homeRegions: { country: 'india'; region: string }[]
  communities: string[]
  /** Family names by community value; '*' serves any community without its own list. */
  surnames: Record<string, string[]>
  femaleNames: string[]
  maleNames: string[]
  gotras?: string[]
  /** Shares of each eating habit (shared/options.ts eatingOptions); they add up to 1. */
  diet: { vegetarian: number; eggetarian: number; nonvegetarian: number; vegan?: number; jain?: number }
}

// A comma-separated string keeps a list of names or values on one line.
function commaList(text: string): string[] {
  return text.split(', ')
}

function inIndia(regions: string): { country: 'india'; region: string }[] {
  return commaList(regions).map((region) => ({ country: 'india', region }))
}

const northGotras = commaList(
  'Bharadwaj, Kashyap, Vashishtha, Vishwamitra, Gautam, Atri, Jamadagni, Shandilya, Vatsa',
)

export const culturalGroups: CulturalGroup[] = [
  {
    name: 'Hindi-speaking Hindu',
    religion: 'hinduism',
    motherTongue: 'hindi',
    weight: 18,
    homeRegions: inIndia(
      'uttar-pradesh, bihar, madhya-pradesh, rajasthan, delhi, uttarakhand, haryana, jharkhand, chhattisgarh, himachal-pradesh',
    ),
    communities: commaList(
      'brahmin, brahmin-gaur, brahmin-kanyakubj, brahmin-saryuparin, bhumihar, rajput, kayastha, yadav, kurmi, kushwaha, jat, gupta',
    ),
    surnames: {
      brahmin: commaList('Sharma, Mishra, Tiwari, Pandey, Dubey, Shukla, Upadhyay, Chaturvedi, Trivedi'),
      'brahmin-gaur': commaList('Sharma, Gaur, Vashisht, Kaushik, Bhardwaj'),
      'brahmin-kanyakubj': commaList('Dixit, Bajpai, Awasthi, Shukla, Tripathi, Mishra'),
      'brahmin-saryuparin': commaList('Tiwari, Pandey, Dubey, Ojha, Upadhyay, Pathak'),
      bhumihar: commaList('Rai, Singh, Sharma, Thakur, Chaudhary'),
      rajput: commaList('Singh, Rathore, Chauhan, Shekhawat, Sisodia, Tomar, Parmar'),
      kayastha: commaList('Srivastava, Saxena, Mathur, Nigam, Verma, Sinha, Bhatnagar'),
      yadav: commaList('Yadav'),
      kurmi: commaList('Patel, Verma, Katiyar, Sachan, Singh'),
      kushwaha: commaList('Kushwaha, Maurya, Shakya'),
      jat: commaList('Chaudhary, Malik, Dahiya, Tomar, Sangwan, Dhankhar, Hooda'),
      gupta: commaList('Gupta, Jaiswal, Keshari'),
    },
    femaleNames: commaList(
      'Priya, Neha, Pooja, Shruti, Ananya, Aditi, Shivani, Nidhi, Swati, Ritu, Pallavi, Akanksha, Garima, Shweta',
    ),
    maleNames: commaList(
      'Rahul, Amit, Ankit, Saurabh, Vivek, Abhishek, Rohit, Ashish, Gaurav, Prashant, Utkarsh, Shubham, Aman',
    ),
    gotras: northGotras,
    diet: { vegetarian: 0.55, eggetarian: 0.1, nonvegetarian: 0.33, vegan: 0.02 },
  },
  {
    name: 'Marwari and Agarwal Hindu',
    religion: 'hinduism',
    motherTongue: 'hindi',
    weight: 5,
    homeRegions: inIndia('rajasthan, delhi, west-bengal, haryana, uttar-pradesh, maharashtra, assam'),
    communities: commaList('agarwal, maheshwari, bania'),
    surnames: {
      agarwal: commaList('Agarwal, Goyal, Mittal, Bansal, Singhal, Jindal, Garg, Kansal, Tayal'),
      maheshwari: commaList('Maheshwari, Rathi, Daga, Mundra, Kabra, Biyani, Somani'),
      bania: commaList('Gupta, Khandelwal, Vijayvargiya, Mahajan, Poddar'),
    },
    femaleNames: commaList(
      'Shreya, Khushi, Nikita, Prachi, Ritika, Sakshi, Tanvi, Vidhi, Muskan, Radhika, Payal',
    ),
    maleNames: commaList(
      'Aditya, Harsh, Kunal, Mayank, Nikhil, Piyush, Rishabh, Sanket, Vaibhav, Yash, Ankur',
    ),
    // The eighteen Agarwal gotras, most of which are also family names.
    gotras: commaList(
      'Garg, Goyal, Mittal, Bansal, Singhal, Jindal, Kansal, Bindal, Airan, Tayal, Mangal, Kuchhal',
    ),
    diet: { vegetarian: 0.87, eggetarian: 0.08, nonvegetarian: 0.05 },
  },
  {
    name: 'Tamil Brahmin',
    religion: 'hinduism',
    motherTongue: 'tamil',
    weight: 1.5,
    homeRegions: inIndia('tamil-nadu'),
    communities: commaList('iyer, iyengar'),
    surnames: {
      iyer: commaList('Iyer, Subramanian, Ramachandran, Venkataraman, Krishnan, Natarajan, Sundaram'),
      iyengar: commaList('Iyengar, Srinivasan, Rangarajan, Parthasarathy, Raghavan, Varadarajan'),
    },
    femaleNames: commaList(
      'Lakshmi, Gayathri, Janani, Aishwarya, Sowmya, Harini, Vaishnavi, Srividya, Padma, Meera',
    ),
    maleNames: commaList(
      'Karthik, Ramesh, Venkat, Hari, Raghav, Srinivasan, Ashwin, Sriram, Vignesh, Balaji',
    ),
    gotras: commaList('Bharadwaja, Kaundinya, Srivatsa, Kashyapa, Vadhula, Athreya, Haritha, Kaushika'),
    diet: { vegetarian: 0.9, eggetarian: 0.05, nonvegetarian: 0.05 },
  },
  {
    name: 'Tamil Hindu',
    religion: 'hinduism',
    motherTongue: 'tamil',
    weight: 6,
    homeRegions: inIndia('tamil-nadu, puducherry'),
    communities: commaList('chettiar, mudaliar, pillai, nadar, gounder, vanniyar, thevar, naidu'),
    surnames: {
      chettiar: commaList('Chettiar, Palaniappan, Annamalai, Meyyappan, Ramanathan'),
      mudaliar: commaList('Mudaliar, Sivaraman, Ganesan, Murugesan, Arumugam'),
      pillai: commaList('Pillai, Shanmugam, Sivakumar, Kandasamy'),
      nadar: commaList('Nadar, Rajendran, Selvaraj, Pandian'),
      gounder: commaList('Gounder, Palanisamy, Kumarasamy, Ramasamy, Periyasamy'),
      thevar: commaList('Thevar, Pandian, Karuppasamy, Muthu'),
      naidu: commaList('Naidu, Govindarajulu, Venugopal, Ranganathan'),
      '*': commaList('Kumar, Murugan, Velu, Elumalai, Saravanan, Rajan'),
    },
    femaleNames: commaList(
      'Priya, Divya, Kavya, Meena, Nandhini, Revathi, Deepika, Keerthana, Abinaya, Sangeetha, Pavithra, Yamuna',
    ),
    maleNames: commaList(
      'Arun, Prakash, Senthil, Ganesh, Suresh, Dinesh, Saravanan, Vijay, Manikandan, Karthikeyan, Gokul, Bharath',
    ),
    diet: { vegetarian: 0.2, eggetarian: 0.08, nonvegetarian: 0.72 },
  },
  {
    name: 'Tamil Christian',
    religion: 'christianity',
    motherTongue: 'tamil',
    weight: 1.2,
    homeRegions: inIndia('tamil-nadu'),
    communities: commaList('csi, roman-catholic, pentecostal'),
    surnames: {
      '*': commaList(
        'Samuel, Joseph, David, Daniel, Jeyaraj, Paulraj, Selvaraj, Arulraj, Christopher, Devadoss',
      ),
    },
    femaleNames: commaList(
      'Jennifer, Sharon, Priscilla, Shalini, Evangeline, Blessy, Jasmine, Sophia, Keziah, Angeline',
    ),
    maleNames: commaList(
      'Joel, Samuel, Stephen, Daniel, Jerome, Ebenezer, Wilson, Immanuel, Prince, Jebaraj',
    ),
    diet: { vegetarian: 0.05, eggetarian: 0.05, nonvegetarian: 0.9 },
  },
  {
    name: 'Telugu Hindu',
    religion: 'hinduism',
    motherTongue: 'telugu',
    weight: 8,
    homeRegions: inIndia('andhra-pradesh, telangana'),
    communities: commaList(
      'reddy, kamma, kapu, velama, kshatriya-raju, brahmin-niyogi, brahmin-vaidiki, arya-vysya, balija, padmashali',
    ),
    surnames: {
      reddy: commaList('Reddy, Gaddam, Katta, Mallu'),
      kamma: commaList('Chowdary, Kolli, Gogineni, Yarlagadda, Paruchuri'),
      kapu: commaList('Naidu, Rayudu, Bonda, Dasari'),
      velama: commaList('Rao, Jupally, Velagapudi'),
      'kshatriya-raju': commaList('Raju, Varma, Penmetsa, Datla, Mantena'),
      'brahmin-niyogi': commaList('Sarma, Rao, Murthy, Mallavarapu, Chaganti'),
      'brahmin-vaidiki': commaList('Sastry, Sarma, Somayajulu, Avadhani'),
      'arya-vysya': commaList('Gupta, Setty, Kamisetty'),
      balija: commaList('Naidu, Chetty, Rayalu'),
      padmashali: commaList('Vemula, Konda, Gajam, Rapolu'),
    },
    femaleNames: commaList(
      'Sravani, Lasya, Keerthi, Sahithi, Harika, Bhavana, Sindhu, Swathi, Pranathi, Mounika, Anusha, Tejaswini',
    ),
    maleNames: commaList(
      'Sai Kiran, Venkatesh, Srinivas, Ravi Teja, Praveen, Naveen, Mahesh, Harsha, Chaitanya, Vamsi, Pavan, Anil',
    ),
    gotras: commaList(
      'Kashyapa, Bharadwaja, Kaundinya, Srivatsa, Haritasa, Atreya, Gautama, Vasishta, Kausika',
    ),
    diet: { vegetarian: 0.3, eggetarian: 0.1, nonvegetarian: 0.6 },
  },
  {
    name: 'Kannada Hindu',
    religion: 'hinduism',
    motherTongue: 'kannada',
    weight: 5,
    homeRegions: inIndia('karnataka'),
    communities: commaList(
      'lingayat, vokkaliga, brahmin-madhwa, brahmin-smartha, brahmin-havyaka, kuruba, devanga, vishwakarma',
    ),
    surnames: {
      lingayat: commaList('Patil, Hiremath, Shettar, Angadi, Desai, Kattimani'),
      vokkaliga: commaList('Gowda, Puttaswamy, Ramaiah, Lakshmaiah'),
      'brahmin-madhwa': commaList('Rao, Acharya, Kulkarni, Deshpande, Upadhya'),
      'brahmin-smartha': commaList('Sharma, Shastri, Murthy, Dixit'),
      'brahmin-havyaka': commaList('Bhat, Hegde, Joshi, Hebbar'),
      vishwakarma: commaList('Achar, Badiger'),
      '*': commaList('Kumar, Swamy, Prasad, Shankar, Raju'),
    },
    femaleNames: commaList(
      'Ananya, Spoorthi, Deepa, Pavithra, Sahana, Bhoomika, Chaitra, Rashmi, Apoorva, Sinchana, Meghana, Vidya',
    ),
    maleNames: commaList(
      'Pradeep, Manjunath, Prajwal, Raghavendra, Shashank, Kiran, Sandeep, Chetan, Vinay, Darshan, Nagaraj',
    ),
    diet: { vegetarian: 0.5, eggetarian: 0.1, nonvegetarian: 0.4 },
  },
  {
    name: 'Malayali Hindu',
    religion: 'hinduism',
    motherTongue: 'malayalam',
    weight: 4,
    homeRegions: inIndia('kerala'),
    communities: commaList('nair, ezhava, thiyya, namboodiri'),
    surnames: {
      nair: commaList('Nair, Menon, Pillai, Kurup, Panicker, Nambiar'),
      ezhava: commaList('Das, Rajan, Sivan, Prasad, Babu'),
      thiyya: commaList('Kumar, Raj, Prakash, Sasidharan'),
      namboodiri: commaList('Namboodiri, Namboothiri, Bhattathiripad'),
    },
    femaleNames: commaList(
      'Anjali, Aswathy, Athira, Gayathri, Lakshmi, Parvathy, Sreelakshmi, Devika, Arya, Nandana, Meera',
    ),
    maleNames: commaList(
      'Arjun, Vishnu, Akhil, Rahul, Sreejith, Anand, Gokul, Hari, Nikhil, Abhijith, Sarath',
    ),
    diet: { vegetarian: 0.2, eggetarian: 0.05, nonvegetarian: 0.75 },
  },
  {
    name: 'Malayali Christian',
    religion: 'christianity',
    motherTongue: 'malayalam',
    weight: 3,
    homeRegions: inIndia('kerala'),
    communities: commaList(
      'syro-malabar, marthoma, orthodox, jacobite, latin-catholic, knanaya, csi, pentecostal',
    ),
    surnames: {
      '*': commaList(
        'Thomas, Mathew, Joseph, George, Varghese, Kurian, Jacob, Chacko, Abraham, Philip, Cherian',
      ),
    },
    femaleNames: commaList(
      'Anu, Ann Maria, Neethu, Jincy, Liya, Merin, Riya, Sherin, Tessa, Sonia, Aleena, Nimmy',
    ),
    maleNames: commaList('Jacob, Jithin, Jobin, Sijo, Tony, Alan, Jeffin, Ebin, Albin, Joel, Bibin, Anoop'),
    diet: { vegetarian: 0.05, eggetarian: 0.05, nonvegetarian: 0.9 },
  },
  {
    name: 'Malayali Muslim',
    religion: 'islam',
    motherTongue: 'malayalam',
    weight: 2,
    homeRegions: inIndia('kerala'),
    communities: commaList('mappila, sunni-shafi, sunni'),
    surnames: { '*': commaList('Rahman, Basheer, Haneefa, Ashraf, Koya, Salim, Ismail') },
    femaleNames: commaList(
      'Fathima, Ayisha, Shahana, Nasreen, Rinsha, Safa, Hiba, Nida, Shabna, Jasna, Afra, Sana',
    ),
    maleNames: commaList(
      'Muhammed, Shameer, Faisal, Irshad, Anas, Ajmal, Nihal, Fahad, Rashid, Sinan, Jaseem',
    ),
    diet: { vegetarian: 0.02, eggetarian: 0.03, nonvegetarian: 0.95 },
  },
  {
    name: 'Marathi Hindu',
    religion: 'hinduism',
    motherTongue: 'marathi',
    weight: 7,
    homeRegions: inIndia('maharashtra, goa'),
    communities: commaList('maratha, kunbi, brahmin-deshastha, brahmin-kokanastha, ckp, mali, dhangar'),
    surnames: {
      maratha: commaList('Patil, Jadhav, Pawar, Shinde, Bhosale, Deshmukh, Chavan, More, Kadam, Salunkhe'),
      kunbi: commaList('Raut, Thakare, Bobade, Kale, Bhoyar'),
      'brahmin-deshastha': commaList('Kulkarni, Deshpande, Joshi, Inamdar, Deshmukh'),
      'brahmin-kokanastha': commaList('Gokhale, Apte, Sathe, Karve, Bapat, Phadke, Ranade'),
      ckp: commaList('Gupte, Pradhan, Chitnis, Tipnis, Karnik'),
      mali: commaList('Mali, Phule, Jagtap, Borse'),
      dhangar: commaList('Holkar, Shendge, Waghmode, Pandhare'),
    },
    femaleNames: commaList(
      'Sneha, Pallavi, Aarti, Mrunal, Rutuja, Sayali, Gauri, Madhura, Ketaki, Tejaswini, Prajakta, Ashwini',
    ),
    maleNames: commaList(
      'Aniket, Omkar, Rohit, Sagar, Sanket, Tushar, Pranav, Amol, Ninad, Chinmay, Siddhesh, Mandar, Shreyas',
    ),
    gotras: northGotras,
    diet: { vegetarian: 0.35, eggetarian: 0.1, nonvegetarian: 0.55 },
  },
  {
    name: 'Maharashtrian Buddhist',
    religion: 'buddhism',
    motherTongue: 'marathi',
    weight: 1,
    homeRegions: inIndia('maharashtra'),
    communities: commaList('neo-buddhist'),
    surnames: {
      '*': commaList(
        'Kamble, Gaikwad, Jadhav, Bansode, Salve, Wankhede, Meshram, Khobragade, Ingle, Waghmare',
      ),
    },
    femaleNames: commaList(
      'Pragya, Sujata, Priyanka, Shubhangi, Ashwini, Karuna, Yashodhara, Sanghamitra, Rupali',
    ),
    maleNames: commaList(
      'Siddharth, Rahul, Milind, Rajratna, Prashant, Sagar, Nilesh, Sumedh, Ashok, Vishal',
    ),
    diet: { vegetarian: 0.2, eggetarian: 0.1, nonvegetarian: 0.7 },
  },
  {
    name: 'Gujarati Hindu',
    religion: 'hinduism',
    motherTongue: 'gujarati',
    weight: 5,
    homeRegions: inIndia('gujarat, maharashtra'),
    communities: commaList('patel, lohana, bania, brahmin-audichya, brahmin-nagar, prajapati, rajput'),
    surnames: {
      patel: commaList('Patel, Amin, Desai'),
      lohana: commaList('Thakkar, Kotecha, Majithia, Ruparelia, Chandarana'),
      bania: commaList('Shah, Mehta, Modi, Parikh, Gandhi, Choksi'),
      'brahmin-audichya': commaList('Joshi, Trivedi, Dave, Pandya, Bhatt, Vyas'),
      'brahmin-nagar': commaList('Mehta, Vaishnav, Desai, Dholakia, Buch, Vaidya'),
      prajapati: commaList('Prajapati, Mistry'),
      rajput: commaList('Jadeja, Vaghela, Zala, Gohil, Solanki'),
    },
    femaleNames: commaList(
      'Krupa, Dhara, Hetal, Khushbu, Nidhi, Riddhi, Siddhi, Janvi, Mansi, Hiral, Foram, Nirali, Pooja',
    ),
    maleNames: commaList(
      'Hardik, Parth, Jay, Dhruv, Chirag, Hiren, Nirav, Ronak, Jignesh, Kunal, Meet, Vatsal',
    ),
    gotras: northGotras,
    diet: { vegetarian: 0.75, eggetarian: 0.1, nonvegetarian: 0.12, vegan: 0.03 },
  },
  {
    name: 'Gujarati Jain',
    religion: 'jainism',
    motherTongue: 'gujarati',
    weight: 1.5,
    homeRegions: inIndia('gujarat, maharashtra'),
    communities: commaList('shwetambar, sthanakvasi, digambar'),
    surnames: {
      '*': commaList('Shah, Mehta, Doshi, Sanghvi, Vora, Kothari, Parekh, Jhaveri, Sheth, Gala, Dedhia'),
    },
    femaleNames: commaList('Khushi, Riya, Disha, Jinal, Palak, Vidhi, Ruchi, Dhruvi, Hetvi, Mitali, Sejal'),
    maleNames: commaList(
      'Jinesh, Parshva, Rushabh, Vatsal, Deep, Darshan, Jainam, Mihir, Neel, Pratik, Saumil',
    ),
    diet: { vegetarian: 0.35, eggetarian: 0, nonvegetarian: 0, vegan: 0.05, jain: 0.6 },
  },
  {
    name: 'Marwari Jain',
    religion: 'jainism',
    motherTongue: 'hindi',
    weight: 1,
    homeRegions: inIndia('rajasthan, maharashtra, karnataka, tamil-nadu, west-bengal, madhya-pradesh'),
    communities: commaList('oswal, terapanthi, sthanakvasi, porwal, agarwal-jain, khandelwal-jain, digambar'),
    surnames: {
      oswal: commaList('Jain, Bothra, Surana, Kothari, Bafna, Chordia, Lodha, Bhandari, Golechha'),
      porwal: commaList('Jain, Porwal'),
      'agarwal-jain': commaList('Jain, Agarwal'),
      'khandelwal-jain': commaList('Jain, Patni, Godika'),
      '*': commaList('Jain, Mehta, Kothari, Surana, Bothra, Dugar, Sethia'),
    },
    femaleNames: commaList('Ayushi, Nikita, Shikha, Prachi, Sakshi, Surbhi, Sonal, Ankita, Shreya, Megha'),
    maleNames: commaList(
      'Abhinav, Akshat, Arihant, Mahavir, Nishant, Rishabh, Sanyam, Shrenik, Vardhman, Pranay',
    ),
    diet: { vegetarian: 0.38, eggetarian: 0, nonvegetarian: 0, vegan: 0.02, jain: 0.6 },
  },
  {
    name: 'Punjabi Hindu',
    religion: 'hinduism',
    motherTongue: 'punjabi',
    weight: 3,
    homeRegions: inIndia('punjab, delhi, haryana, chandigarh, himachal-pradesh'),
    communities: commaList('khatri, arora, brahmin-saraswat, sood, mahajan'),
    surnames: {
      khatri: commaList(
        'Kapoor, Khanna, Malhotra, Mehra, Sethi, Chopra, Tandon, Kohli, Talwar, Bhalla, Dhawan',
      ),
      arora: commaList('Arora, Ahuja, Chawla, Khurana, Batra, Gulati, Narang, Manchanda, Taneja, Sachdeva'),
      'brahmin-saraswat': commaList('Sharma, Bhardwaj, Kalia, Joshi, Vashisht, Mohla'),
      sood: commaList('Sood'),
      mahajan: commaList('Mahajan, Gupta'),
    },
    femaleNames: commaList(
      'Simran, Tanya, Ishita, Kritika, Mehak, Ritika, Sonia, Aashna, Shivani, Kanika, Rhea, Megha',
    ),
    maleNames: commaList(
      'Karan, Varun, Arjun, Rohan, Sahil, Kunal, Nitin, Tarun, Akshay, Mohit, Rajat, Dhruv',
    ),
    gotras: northGotras,
    diet: { vegetarian: 0.4, eggetarian: 0.15, nonvegetarian: 0.45 },
  },
  {
    name: 'Punjabi Sikh',
    religion: 'sikhism',
    motherTongue: 'punjabi',
    weight: 4,
    homeRegions: inIndia('punjab, delhi, haryana, chandigarh'),
    communities: commaList(
      'jat-sikh, khatri-sikh, arora-sikh, ramgarhia, ahluwalia, saini-sikh, kamboj-sikh',
    ),
    surnames: {
      'jat-sikh': commaList(
        'Sandhu, Sidhu, Gill, Dhillon, Brar, Grewal, Randhawa, Bains, Cheema, Sekhon, Aulakh',
      ),
      'khatri-sikh': commaList('Anand, Bedi, Sodhi, Kohli, Chadha, Sahni, Suri'),
      'arora-sikh': commaList('Chawla, Narang, Bindra, Kalra, Juneja'),
      ramgarhia: commaList('Matharu, Bhogal, Kalsi, Panesar, Sagoo'),
      ahluwalia: commaList('Ahluwalia, Walia'),
      'saini-sikh': commaList('Saini'),
      'kamboj-sikh': commaList('Kamboj, Thind, Josan'),
    },
    femaleNames: commaList(
      'Harpreet, Simranjeet, Gurleen, Jasleen, Navneet, Manpreet, Kirandeep, Sukhmani, Prabhjot, Ravneet',
    ),
    maleNames: commaList(
      'Gurpreet, Harjeet, Manjot, Jaskaran, Arshdeep, Karanveer, Navdeep, Sukhwinder, Jasvir, Tejinder',
    ),
    diet: { vegetarian: 0.35, eggetarian: 0.1, nonvegetarian: 0.55 },
  },
  {
    name: 'Bengali Hindu',
    religion: 'hinduism',
    motherTongue: 'bengali',
    weight: 6,
    homeRegions: inIndia('west-bengal, tripura, assam, jharkhand'),
    communities: commaList('kayastha, brahmin-bengali, baidya, mahishya'),
    surnames: {
      kayastha: commaList('Bose, Ghosh, Dutta, Mitra, Guha, Sarkar, Dey, Pal, Roy'),
      'brahmin-bengali': commaList(
        'Banerjee, Chatterjee, Mukherjee, Bhattacharya, Ganguly, Chakraborty, Goswami',
      ),
      baidya: commaList('Sen, Dasgupta, Sengupta, Duttagupta'),
      mahishya: commaList('Das, Mondal, Maity, Jana, Samanta, Bera'),
    },
    femaleNames: commaList(
      'Ankita, Debolina, Ishani, Moumita, Payel, Sayantani, Srijita, Tanushree, Anwesha, Sreyashi, Madhurima',
    ),
    maleNames: commaList(
      'Arnab, Abhijit, Debasish, Soumya, Subhajit, Sourav, Rajarshi, Anirban, Indranil, Sayan, Pritam, Aritra',
    ),
    gotras: commaList(
      'Kashyap, Shandilya, Bharadwaj, Vatsa, Savarna, Gautam, Alambayan, Moudgalya, Parashar',
    ),
    diet: { vegetarian: 0.1, eggetarian: 0.05, nonvegetarian: 0.85 },
  },
  {
    name: 'Bengali Muslim',
    religion: 'islam',
    motherTongue: 'bengali',
    weight: 1.5,
    homeRegions: inIndia('west-bengal, assam'),
    communities: commaList('sunni, sunni-hanafi, sheikh'),
    surnames: {
      sheikh: commaList('Sheikh, Shaikh'),
      '*': commaList('Rahman, Islam, Hossain, Ahmed, Mondal, Mollah, Biswas, Laskar, Chowdhury, Haque'),
    },
    femaleNames: commaList(
      'Tasnim, Nusrat, Sabina, Farhana, Rumana, Shabnam, Nasrin, Ruksana, Sultana, Afsana',
    ),
    maleNames: commaList('Rafiqul, Saiful, Arif, Sohail, Imran, Tanvir, Jahangir, Nazmul, Rakib, Mahfuz'),
    diet: { vegetarian: 0.02, eggetarian: 0.03, nonvegetarian: 0.95 },
  },
  {
    name: 'Odia Hindu',
    religion: 'hinduism',
    motherTongue: 'odia',
    weight: 2.5,
    homeRegions: inIndia('odisha'),
    communities: commaList('khandayat, karan, brahmin-utkal'),
    surnames: {
      khandayat: commaList('Swain, Nayak, Rout, Jena, Behera, Samal, Parida, Pradhan'),
      karan: commaList('Mohanty, Patnaik, Das, Kanungo, Pattanayak'),
      'brahmin-utkal': commaList(
        'Mishra, Panda, Tripathy, Rath, Dash, Satapathy, Mohapatra, Nanda, Panigrahi',
      ),
    },
    femaleNames: commaList(
      'Smruti, Sasmita, Subhashree, Lipsa, Ipsita, Sonali, Rashmita, Swagatika, Monalisa, Jyotirmayee',
    ),
    maleNames: commaList(
      'Soumya Ranjan, Debasis, Satyajit, Subrat, Pratyush, Bibhuti, Ashutosh, Chinmaya, Biswajit, Saswat',
    ),
    gotras: commaList('Kashyap, Bharadwaj, Vatsa, Gautam, Atreya, Kaundinya, Harita, Kaushik'),
    diet: { vegetarian: 0.2, eggetarian: 0.1, nonvegetarian: 0.7 },
  },
  {
    name: 'Assamese Hindu',
    religion: 'hinduism',
    motherTongue: 'assamese',
    weight: 1.5,
    homeRegions: inIndia('assam'),
    communities: commaList('kalita, ahom, brahmin-assamese, kayastha'),
    surnames: {
      kalita: commaList('Kalita, Deka, Das, Medhi'),
      ahom: commaList('Gogoi, Borgohain, Phukan, Konwar, Chetia'),
      'brahmin-assamese': commaList('Sharma, Bhattacharyya, Goswami, Choudhury'),
      kayastha: commaList('Bora, Hazarika, Saikia, Baruah, Bhuyan'),
    },
    femaleNames: commaList(
      'Priyanka, Rituparna, Nayanmoni, Pallabi, Jahnavi, Trishna, Barnali, Gitanjali, Dikshita',
    ),
    maleNames: commaList(
      'Bhaskar, Dhruba, Hiranya, Jyotishman, Partha, Pranjal, Rituraj, Mrinal, Nayan, Bikash',
    ),
    gotras: commaList('Kashyap, Bharadwaj, Vatsa, Shandilya, Parashar, Gautam'),
    diet: { vegetarian: 0.1, eggetarian: 0.05, nonvegetarian: 0.85 },
  },
  {
    name: 'Urdu-speaking Muslim',
    religion: 'islam',
    motherTongue: 'urdu',
    weight: 6,
    homeRegions: inIndia('uttar-pradesh, telangana, bihar, delhi, maharashtra, karnataka, madhya-pradesh'),
    communities: commaList(
      'sunni, sunni-hanafi, ahle-hadith, shia, shia-ithna-ashari, syed, sheikh, pathan, ansari',
    ),
    surnames: {
      shia: commaList('Rizvi, Naqvi, Zaidi, Abidi, Jafri, Kazmi'),
      'shia-ithna-ashari': commaList('Rizvi, Naqvi, Zaidi, Abidi, Kazmi'),
      syed: commaList('Syed, Hashmi, Bukhari, Jafri'),
      sheikh: commaList('Shaikh, Siddiqui, Farooqui, Usmani'),
      pathan: commaList('Khan, Pathan, Afridi, Durrani, Lodhi'),
      ansari: commaList('Ansari'),
      '*': commaList('Khan, Ahmed, Hussain, Ali, Siddiqui, Qureshi, Mirza, Baig, Akhtar'),
    },
    femaleNames: commaList(
      'Ayesha, Sana, Zoya, Mehreen, Alina, Nazia, Fatima, Hina, Rukhsar, Sadia, Iqra, Zainab, Aliya',
    ),
    maleNames: commaList(
      'Faizan, Imran, Adnan, Faraz, Zeeshan, Arif, Salman, Owais, Rehan, Kashif, Tariq, Danish, Aamir',
    ),
    diet: { vegetarian: 0.03, eggetarian: 0.05, nonvegetarian: 0.92 },
  },
  {
    name: 'Konkani Catholic',
    religion: 'christianity',
    motherTongue: 'konkani',
    weight: 1,
    homeRegions: inIndia('goa, karnataka, maharashtra'),
    communities: commaList('roman-catholic'),
    surnames: {
      '*': commaList(
        "D'Souza, Fernandes, Pereira, Rodrigues, D'Costa, Pinto, Lobo, Noronha, Colaco, Saldanha, Dias",
      ),
    },
    femaleNames: commaList(
      'Sharon, Maria, Cheryl, Joanne, Melissa, Sonia, Rachel, Glenda, Clara, Natasha, Reena',
    ),
    maleNames: commaList('Anthony, Joel, Neil, Glen, Russel, Melwyn, Savio, Ryan, Clive, Ivan, Jason'),
    diet: { vegetarian: 0.03, eggetarian: 0.05, nonvegetarian: 0.92 },
  },
  {
    name: 'Parsi',
    religion: 'zoroastrianism',
    motherTongue: 'gujarati',
    weight: 0.2,
    homeRegions: inIndia('maharashtra, gujarat'),
    communities: commaList('parsi, irani'),
    surnames: {
      parsi: commaList(
        'Mistry, Bharucha, Daruwalla, Engineer, Contractor, Wadia, Bhathena, Dastur, Kapadia, Sethna',
      ),
      irani: commaList('Irani, Kermani, Yazdi'),
    },
    femaleNames: commaList(
      'Shirin, Zenobia, Delna, Anahita, Perizad, Khushnoo, Nazneen, Tanaz, Armaity, Roshni',
    ),
    maleNames: commaList('Cyrus, Darius, Jehangir, Rustom, Zubin, Kaizad, Farhad, Behram, Sohrab, Firoz'),
    diet: { vegetarian: 0.05, eggetarian: 0.1, nonvegetarian: 0.85 },
  },
  {
    name: 'Sindhi Hindu',
    religion: 'hinduism',
    motherTongue: 'sindhi',
    weight: 1,
    homeRegions: inIndia('maharashtra, gujarat, rajasthan, madhya-pradesh, delhi'),
    communities: commaList('sindhi-amil, sindhi-bhaibund, sindhi-sahiti, sindhi-shikarpuri'),
    surnames: {
      '*': commaList(
        'Advani, Gidwani, Mirchandani, Bhavnani, Kripalani, Lalwani, Motwani, Vaswani, Chandiramani, Talreja',
      ),
    },
    femaleNames: commaList(
      'Bhavna, Jyoti, Kajal, Komal, Lavina, Nisha, Simran, Sheetal, Tanisha, Heena, Divya',
    ),
    maleNames: commaList('Amit, Deepak, Haresh, Jatin, Lalit, Mohit, Naresh, Rajesh, Sunil, Vikas, Gaurav'),
    diet: { vegetarian: 0.45, eggetarian: 0.1, nonvegetarian: 0.45 },
  },
  {
    name: 'Kashmiri Pandit',
    religion: 'hinduism',
    motherTongue: 'kashmiri',
    weight: 0.3,
    homeRegions: inIndia('jammu-kashmir, delhi'),
    communities: commaList('kashmiri-pandit'),
    surnames: {
      'kashmiri-pandit': commaList(
        'Kaul, Raina, Bhat, Dhar, Pandita, Razdan, Tiku, Zutshi, Kachru, Wali, Mattoo, Sapru',
      ),
    },
    femaleNames: commaList('Arundhati, Sunaina, Shivani, Ragini, Meenakshi, Nandini, Rohini, Ishani, Kanika'),
    maleNames: commaList('Aditya, Sanjay, Vikram, Rohit, Siddharth, Ashish, Nikhil, Sameer, Vinayak'),
    gotras: commaList('Dattatreya, Bharadwaj, Kaushik, Upamanyu, Dhaumya, Gautam'),
    diet: { vegetarian: 0.2, eggetarian: 0.05, nonvegetarian: 0.75 },
  },
]

export const educationLevels = educationLevelOptions

export type EducationLevel = (typeof educationLevelOptions)[number]['value']

// Each degree once, with its level. A CA, CS or CMA counts as a master's (UGC treats them as postgraduate);
// MD and MS are postgraduate medical degrees, DM and MCh the super-speciality ones above them.
const levelOfDegree = {
  'M.Sc, PhD in Physics': 'doctorate',
  'M.Sc, PhD in Chemistry': 'doctorate',
  'M.Sc, PhD in Agriculture': 'doctorate',
  'PhD in Biotechnology': 'doctorate',
  'PhD in Economics': 'doctorate',
  'MA, PhD in English': 'doctorate',
  'M.Tech, PhD in Electrical Engineering': 'doctorate',
  'MBBS, MD, DM (Cardiology)': 'doctorate',
  'MBBS, MS, MCh (Neurosurgery)': 'doctorate',
  'M.Tech in Computer Science': 'masters',
  'M.Tech in Structural Engineering': 'masters',
  'MS in Computer Science': 'masters',
  MCA: 'masters',
  'M.Sc in Statistics': 'masters',
  'B.Tech, MBA': 'masters',
  'MBA in Finance': 'masters',
  'MBA in Marketing': 'masters',
  'MBA in Human Resources': 'masters',
  PGDM: 'masters',
  'MBBS, MD (General Medicine)': 'masters',
  'MBBS, MD (Paediatrics)': 'masters',
  'MBBS, MS (General Surgery)': 'masters',
  'MBBS, MS (Obstetrics and Gynaecology)': 'masters',
  'BDS, MDS': 'masters',
  'B.Com, CA': 'masters',
  'B.Com, CS': 'masters',
  'B.Com, CMA': 'masters',
  LLM: 'masters',
  'MA in Economics': 'masters',
  'MA in Public Administration': 'masters',
  'MA in Mass Communication': 'masters',
  'M.Ed': 'masters',
  'M.Arch': 'masters',
  'M.Des': 'masters',
  'M.Sc in Nursing': 'masters',
  'M.Pharm': 'masters',
  'B.Tech in Computer Science': 'bachelors',
  'B.Tech in Information Technology': 'bachelors',
  'B.Tech in Civil Engineering': 'bachelors',
  'B.E. in Electronics and Communication': 'bachelors',
  'B.E. in Mechanical Engineering': 'bachelors',
  'B.E. in Electrical Engineering': 'bachelors',
  BCA: 'bachelors',
  'B.Sc in Computer Science': 'bachelors',
  MBBS: 'bachelors',
  BDS: 'bachelors',
  BAMS: 'bachelors',
  'B.Pharm': 'bachelors',
  'B.Sc in Nursing': 'bachelors',
  'B.Com': 'bachelors',
  BBA: 'bachelors',
  'BA in Economics': 'bachelors',
  'BA in History': 'bachelors',
  'BA in Political Science': 'bachelors',
  'BA in Journalism': 'bachelors',
  'BA, LLB': 'bachelors',
  'BA, B.Ed': 'bachelors',
  'B.Sc, B.Ed': 'bachelors',
  'B.Arch': 'bachelors',
  'B.Des': 'bachelors',
  'B.Sc in Hotel Management': 'bachelors',
  'B.Sc in Agriculture': 'bachelors',
  'Diploma in Mechanical Engineering': 'diploma',
  'Diploma in Civil Engineering': 'diploma',
  'GNM (Nursing)': 'diploma',
  'D.Pharm': 'diploma',
  'Diploma in Fashion Design': 'diploma',
  'Diploma in Interior Design': 'diploma',
  'Diploma in Hotel Management': 'diploma',
  'Commercial Pilot Licence': 'diploma',
  'Higher Secondary (Class 12)': 'high-school',
} as const satisfies Record<string, EducationLevel>

export type Degree = keyof typeof levelOfDegree

/** The level of a degree named in `professions`; undefined for any other text. */
export function educationLevelOf(education: string): EducationLevel | undefined {
  return Object.hasOwn(levelOfDegree, education) ? levelOfDegree[education as Degree] : undefined
}

export interface Profession {
  group: string
  title: string
  educations: Degree[]
}

const professionsByGroup: Record<string, [title: string, educations: Degree[]][]> = {
  'IT and software': [
    ['Software engineer', ['B.Tech in Computer Science', 'B.Tech in Information Technology', 'MCA']],
    ['Senior software engineer', ['M.Tech in Computer Science', 'MS in Computer Science', 'BCA']],
    ['Data scientist', ['M.Sc in Statistics', 'MS in Computer Science', 'M.Tech in Computer Science']],
    ['Product manager', ['B.Tech, MBA', 'PGDM']],
    [
      'Quality assurance engineer',
      ['B.Sc in Computer Science', 'BCA', 'B.E. in Electronics and Communication'],
    ],
  ],
  Medicine: [
    ['Doctor', ['MBBS', 'MBBS, MD (General Medicine)']],
    ['Cardiologist', ['MBBS, MD, DM (Cardiology)']],
    ['Neurosurgeon', ['MBBS, MS, MCh (Neurosurgery)']],
    ['Paediatrician', ['MBBS, MD (Paediatrics)']],
    ['General surgeon', ['MBBS, MS (General Surgery)']],
    ['Gynaecologist', ['MBBS, MS (Obstetrics and Gynaecology)']],
    ['Dentist', ['BDS', 'BDS, MDS']],
    ['Ayurvedic doctor', ['BAMS']],
  ],
  Engineering: [
    ['Mechanical engineer', ['B.E. in Mechanical Engineering', 'Diploma in Mechanical Engineering']],
    [
      'Civil engineer',
      ['B.Tech in Civil Engineering', 'M.Tech in Structural Engineering', 'Diploma in Civil Engineering'],
    ],
    ['Electrical engineer', ['B.E. in Electrical Engineering', 'M.Tech, PhD in Electrical Engineering']],
    ['Electronics engineer', ['B.E. in Electronics and Communication']],
  ],
  'Finance and accounting': [
    ['Chartered accountant', ['B.Com, CA']],
    ['Company secretary', ['B.Com, CS']],
    ['Cost accountant', ['B.Com, CMA']],
    ['Financial analyst', ['MBA in Finance', 'B.Com']],
    ['Investment banker', ['MBA in Finance', 'B.Tech, MBA']],
  ],
  Banking: [
    ['Bank officer', ['B.Com', 'BA in Economics', 'MBA in Finance']],
    ['Bank branch manager', ['MBA in Finance', 'B.Com']],
  ],
  'Teaching and academia': [
    ['School teacher', ['BA, B.Ed', 'B.Sc, B.Ed', 'M.Ed']],
    ['Assistant professor', ['M.Sc, PhD in Physics', 'MA, PhD in English', 'PhD in Economics']],
    ['Professor', ['M.Sc, PhD in Chemistry', 'M.Tech, PhD in Electrical Engineering']],
  ],
  'Civil services': [
    ['IAS officer', ['BA in History', 'B.Tech in Civil Engineering', 'MA in Public Administration', 'MBBS']],
    ['IPS officer', ['BA in Political Science', 'B.Tech in Computer Science']],
    ['IFS officer', ['MA in Economics', 'BA in Political Science']],
    ['IRS officer', ['B.Com, CA', 'MA in Economics']],
  ],
  Law: [
    ['Advocate', ['BA, LLB', 'LLM']],
    ['Corporate lawyer', ['BA, LLB', 'LLM']],
  ],
  'Business and self-employed': [
    ['Business owner', ['B.Com', 'BBA', 'Higher Secondary (Class 12)']],
    ['Entrepreneur', ['B.Tech, MBA', 'PGDM', 'BBA']],
    ['Marketing manager', ['MBA in Marketing', 'PGDM']],
    ['HR manager', ['MBA in Human Resources']],
  ],
  'Design and architecture': [
    ['Architect', ['B.Arch', 'M.Arch']],
    ['Interior designer', ['Diploma in Interior Design', 'B.Des']],
    ['Fashion designer', ['Diploma in Fashion Design', 'B.Des', 'M.Des']],
    ['UX designer', ['B.Des', 'M.Des']],
  ],
  'Government and PSU': [
    ['Government officer', ['BA in Economics', 'MA in Public Administration']],
    [
      'Engineer in a public sector company',
      ['B.E. in Electrical Engineering', 'B.E. in Mechanical Engineering'],
    ],
  ],
  'Research and science': [
    ['Research scientist', ['M.Sc, PhD in Chemistry', 'PhD in Biotechnology', 'M.Sc, PhD in Physics']],
    ['Agricultural scientist', ['M.Sc, PhD in Agriculture', 'B.Sc in Agriculture']],
  ],
  'Nursing and pharmacy': [
    ['Nurse', ['B.Sc in Nursing', 'GNM (Nursing)', 'M.Sc in Nursing']],
    ['Pharmacist', ['B.Pharm', 'D.Pharm', 'M.Pharm']],
  ],
  Media: [
    ['Journalist', ['BA in Journalism', 'MA in Mass Communication']],
    ['Editor', ['MA in Mass Communication', 'BA in Journalism']],
  ],
  'Hospitality and aviation': [
    ['Hotel manager', ['B.Sc in Hotel Management', 'Diploma in Hotel Management']],
    ['Pilot', ['Commercial Pilot Licence']],
  ],
  Defence: [
    ['Army officer', ['BA in History', 'B.E. in Mechanical Engineering']],
    ['Naval officer', ['B.E. in Electrical Engineering', 'B.Tech in Computer Science']],
  ],
}

export const professions: Profession[] = Object.entries(professionsByGroup).flatMap(([group, rows]) =>
  rows.map(([title, educations]) => ({ group, title, educations })),
)

export interface Destination {
  country: string
  region: string
  weight: number
}

export interface DiasporaPattern {
  /** Share of the group's profiles living abroad. */
  share: number
  destinations: Destination[]
}

// 'country/region weight' pairs, so a pattern reads as one line.
function abroad(share: number, text: string): DiasporaPattern {
  const destinations = commaList(text).map((entry) => {
    const [place, weight] = entry.split(' ')
    const [country, region] = place.split('/')
    return { country, region, weight: Number(weight) }
  })
  return { share, destinations }
}

/** Where each group's families abroad live, by group name; '*' for any group not listed. About 15% overall. */
export const diasporaShare: Record<string, DiasporaPattern> = {
  '*': abroad(
    0.08,
    'usa/california 2, usa/new-jersey 2, usa/texas 2, uk/london 2, canada/ontario 2, australia/new-south-wales 1, ' +
      'australia/victoria 1, uae/dubai 2, singapore/singapore 1',
  ),
  'Tamil Brahmin': abroad(
    0.3,
    'usa/california 3, usa/new-jersey 2, usa/texas 2, singapore/singapore 2, uk/london 1, australia/new-south-wales 1',
  ),
  'Tamil Hindu': abroad(
    0.15,
    'singapore/singapore 3, malaysia/selangor 1, uae/dubai 2, usa/texas 1, usa/new-jersey 1, uk/london 1, ' +
      'australia/new-south-wales 1',
  ),
  'Telugu Hindu': abroad(
    0.2,
    'usa/texas 4, usa/new-jersey 3, usa/california 3, usa/illinois 1, usa/georgia 1, usa/virginia 1, ' +
      'australia/victoria 1, uk/london 1',
  ),
  'Kannada Hindu': abroad(
    0.12,
    'usa/california 3, usa/washington 1, uk/london 1, australia/victoria 1, uae/dubai 1',
  ),
  'Malayali Hindu': abroad(
    0.2,
    'uae/dubai 3, uae/abu-dhabi 1, qatar/doha 1, uk/london 1, usa/texas 1, australia/victoria 1',
  ),
  'Malayali Christian': abroad(
    0.3,
    'uae/dubai 2, kuwait/farwaniya 1, usa/new-york 2, usa/texas 1, uk/london 1, canada/ontario 1, ' +
      'australia/victoria 2, ireland/dublin 1',
  ),
  'Malayali Muslim': abroad(
    0.3,
    'uae/dubai 3, uae/abu-dhabi 1, saudi-arabia/makkah-province 2, qatar/doha 2, oman/muscat 1, ' +
      'kuwait/hawalli 1, bahrain/capital-governorate 1',
  ),
  'Gujarati Hindu': abroad(
    0.25,
    'usa/new-jersey 3, usa/texas 1, usa/illinois 1, uk/east-midlands 2, uk/london 2, canada/ontario 1, kenya/nairobi 1',
  ),
  'Gujarati Jain': abroad(0.2, 'usa/new-jersey 2, uk/london 2, uk/east-midlands 1, kenya/nairobi 1'),
  'Punjabi Hindu': abroad(
    0.15,
    'canada/ontario 2, uk/london 2, usa/california 1, australia/victoria 1, uae/dubai 1',
  ),
  'Punjabi Sikh': abroad(
    0.3,
    'canada/british-columbia 3, canada/ontario 3, uk/west-midlands 2, uk/london 2, australia/victoria 2, ' +
      'usa/california 2, new-zealand/auckland 1',
  ),
  'Urdu-speaking Muslim': abroad(
    0.12,
    'uae/dubai 2, saudi-arabia/riyadh-province 2, saudi-arabia/eastern-province 1, qatar/doha 1, usa/illinois 1, ' +
      'uk/london 1',
  ),
  'Konkani Catholic': abroad(
    0.25,
    'uae/dubai 2, kuwait/al-asimah 1, qatar/doha 1, uk/london 1, canada/ontario 1, australia/new-south-wales 1',
  ),
  Parsi: abroad(0.3, 'uk/london 2, usa/california 1, canada/ontario 1, australia/new-south-wales 1'),
  'Sindhi Hindu': abroad(0.2, 'uae/dubai 3, singapore/singapore 1, usa/new-york 1, uk/london 1'),
}

/** Who wrote a text (who manages the profile) and, when the text says it, the gender of the person it is about. */
export interface ProfileText {
  voice: 'self' | 'parent' | 'sibling'
  gender?: 'female' | 'male'
  text: string
}

// Texts name no place, profession, religion or diet, so any group's profile can carry them.
export const aboutMeTexts: ProfileText[] = [
  {
    voice: 'self',
    text: 'I am a calm and cheerful person who values honesty above everything. Weekends are for long walks, old film songs and cooking something new for my family.',
  },
  {
    voice: 'self',
    text: 'I grew up in a close-knit joint family and still love a noisy dinner table. I work hard, travel when I can and believe small kindnesses make a home.',
  },
  {
    voice: 'self',
    text: 'Reading, trekking and a good cup of coffee make me happy. I am looking for a friend for life with whom I can share both quiet evenings and new adventures.',
  },
  {
    voice: 'self',
    text: 'I am simple, grounded and deeply attached to my parents. My faith matters to me, and I try to live it in everyday things rather than in words.',
  },
  {
    voice: 'self',
    text: 'Music has been part of my life since childhood; I trained in classical music and still practise most mornings. I value patience, humour and respect for elders.',
  },
  {
    voice: 'self',
    text: 'Moving to a new city for work taught me to be independent. I cook well, manage my time carefully and never miss a family festival.',
  },
  {
    voice: 'self',
    text: 'I am an easy-going person with a small circle of close friends. I enjoy cricket, board games and volunteering with a local education charity on Sundays.',
  },
  {
    voice: 'self',
    text: 'I believe in balancing tradition with a modern outlook. I am close to my siblings, love hosting friends and enjoy exploring new places with a camera in hand.',
  },
  {
    voice: 'self',
    text: 'People describe me as caring, talkative and a little too fond of sweets. I enjoy my career, but family time is what keeps me going.',
  },
  {
    voice: 'self',
    text: 'I am quiet at first and a loyal friend once I know you. I enjoy gardening, painting and learning new languages, slowly but happily.',
  },
  {
    voice: 'self',
    text: 'I keep fit with yoga and badminton, and on lazy Sundays I cook the dishes my grandmother taught me. I hope to build a home that is calm, warm and full of laughter.',
  },
  {
    voice: 'self',
    text: 'Honest, hard-working and optimistic. I grew up in a small town and carry its values with me: respect for elders, a helping hand for neighbours and a love of simple things.',
  },
  {
    voice: 'self',
    gender: 'female',
    text: 'I am a cheerful, independent woman who enjoys her work and her family in equal measure. I love dancing, reading novels and planning trips with my cousins.',
  },
  {
    voice: 'self',
    gender: 'female',
    text: 'I look forward to building a home filled with laughter and respect. I enjoy classical dance, long conversations and evenings with my parents.',
  },
  {
    voice: 'self',
    gender: 'male',
    text: 'I am a practical, good-humoured man who enjoys his work and takes his responsibilities seriously. Cricket on Sundays and long drives with family are how I unwind.',
  },
  {
    voice: 'self',
    gender: 'male',
    text: 'I believe a marriage is a partnership of equals. I share the housework, respect my partner’s career and hope we build an honest, warm home together.',
  },
  {
    voice: 'parent',
    gender: 'female',
    text: 'Our daughter is gentle, well educated and deeply rooted in our family values. She enjoys music and cooking and is equally at ease with friends and elders.',
  },
  {
    voice: 'parent',
    gender: 'male',
    text: 'We are a close-knit family of simple habits. Our son is soft-spoken, hard-working and respectful, and he has always looked out for his cousins.',
  },
  {
    voice: 'parent',
    gender: 'female',
    text: 'Our daughter finished her studies with distinction and now has a career she loves. She is confident, kind and very attached to her grandparents.',
  },
  {
    voice: 'parent',
    gender: 'male',
    text: 'Our son is cheerful, sincere and well settled in his profession. He enjoys sports and travel and is looking forward to starting a family of his own.',
  },
  {
    voice: 'parent',
    gender: 'female',
    text: 'We are writing on behalf of our daughter, who is caring, sensible and a wonderful cook. She gives importance to family and has a lovely sense of humour.',
  },
  {
    voice: 'parent',
    gender: 'male',
    text: 'Our son is disciplined, spiritual in his own quiet way and never forgets a birthday in the family. We are proud of the person he has become.',
  },
  {
    voice: 'parent',
    gender: 'female',
    text: 'We are a traditional yet open-minded family. Our daughter is independent and ambitious, and we want her to find a partner who supports her growth.',
  },
  {
    voice: 'parent',
    gender: 'male',
    text: 'Our son grew up surrounded by grandparents, uncles and cousins, and he values togetherness. He is patient, helpful and keeps everyone laughing at family gatherings.',
  },
  {
    voice: 'parent',
    gender: 'female',
    text: 'We believe in education and simple living, and our daughter shares these values. She is warm, honest and thoughtful, and a true friend to everyone she meets.',
  },
  {
    voice: 'parent',
    gender: 'male',
    text: 'Our son is a caring, responsible young man who looks after his parents. We hope to welcome a daughter-in-law who will feel at home with us.',
  },
  {
    voice: 'sibling',
    gender: 'female',
    text: 'I am writing this for my sister. She is the heart of our family: thoughtful, funny and always ready to help anyone who asks.',
  },
  {
    voice: 'sibling',
    gender: 'male',
    text: 'My brother is honest, grounded and very good at what he does. He has always been a steady support for our parents and for me.',
  },
  {
    voice: 'sibling',
    gender: 'female',
    text: 'My sister is a calm, confident person who loves books and long conversations. Our family hopes she finds someone as kind as she is.',
  },
  {
    voice: 'sibling',
    gender: 'male',
    text: 'My brother lives and breathes cricket, cooks for the whole family on weekends and is the first person everyone calls when something goes wrong.',
  },
]

export const expectationTexts: ProfileText[] = [
  {
    voice: 'self',
    text: 'I am looking for someone kind, honest and family-oriented, who respects both my career and my parents.',
  },
  {
    voice: 'self',
    text: 'I hope to meet a well-educated partner with a good sense of humour, who enjoys simple pleasures and believes in sharing responsibilities.',
  },
  {
    voice: 'self',
    text: 'Someone grounded and open-minded, ready to build a life on trust and friendship.',
  },
  {
    voice: 'self',
    text: 'A partner who values our traditions but is comfortable with a modern lifestyle, and who is close to their family.',
  },
  {
    voice: 'self',
    text: 'I would like a life partner who is caring, patient and talks things through; community is no bar for the right person.',
  },
  {
    voice: 'self',
    gender: 'female',
    text: 'I am looking for a well-settled, respectful man who supports a working wife and shares the housework.',
  },
  {
    voice: 'self',
    gender: 'male',
    text: 'I am looking for an educated, cheerful woman who is family-oriented and has her own interests and ambitions.',
  },
  {
    voice: 'parent',
    gender: 'female',
    text: 'We are looking for a well-educated, well-settled boy from a respectable family, with good values and no bad habits.',
  },
  {
    voice: 'parent',
    gender: 'male',
    text: 'We seek an educated girl who respects elders and would be comfortable living with a large family.',
  },
  {
    voice: 'parent',
    gender: 'female',
    text: 'We are looking for a groom who is kind, understanding and supportive of our daughter’s career; caste is no barrier.',
  },
  {
    voice: 'parent',
    gender: 'male',
    text: 'We would like a bride from a similar cultural background who is warm, sensible and values family ties.',
  },
  {
    voice: 'parent',
    gender: 'female',
    text: 'Our daughter deserves someone gentle and responsible, with a steady profession and a family that treats her as their own.',
  },
  {
    voice: 'parent',
    gender: 'male',
    text: 'We hope to find a girl who is educated, cheerful and confident, and who will be a true companion to our son.',
  },
  {
    voice: 'sibling',
    gender: 'female',
    text: 'We are looking for someone who will cherish my sister, respect her independence and become part of our close family.',
  },
  {
    voice: 'sibling',
    gender: 'male',
    text: 'My brother would be happiest with a partner who is honest, easy-going and loves travelling as much as he does.',
  },
]

// Third person, so they suit any voice.
export const familyDetailsTexts: string[] = [
  'Father is a retired bank manager, mother a homemaker; one elder sister, married and settled.',
  'Father runs a family business in textiles, mother helps with the accounts; one younger brother, studying engineering.',
  'Father is a government officer, mother a school teacher; two daughters, the elder one married.',
  'Father is a retired army officer, mother a homemaker; one younger sister, working in a private company.',
  'A joint family: parents, grandparents and an uncle’s family live together under one roof.',
  'Father is a doctor in private practice, mother a college professor; an only child.',
  'Father is a farmer with his own land, mother a homemaker; one elder brother, married with two children.',
  'Father passed away some years ago; mother is a retired nurse; one elder brother, married and working abroad.',
  'Father is a chartered accountant, mother runs a small boutique; one younger brother, still in college.',
  'Both parents are retired teachers; one elder sister, married and settled in the same city.',
  'Father works in a public sector company, mother is a homemaker; one younger sister, married.',
  'Father is a businessman, mother is active in community service; two elder brothers, both married.',
  'Both parents are engineers, now retired; one younger brother working in the software industry.',
  'Father is a retired railway employee, mother a homemaker; three children, the two elder ones married.',
  'Father is a lawyer, mother a bank officer; one elder sister, a doctor, married and settled abroad.',
]
