// The stories' full texts: only the story page needs them, so the home page's first load does not carry them.
export const storyBodies: Record<number, string[]> = {
  1: [
    'Ananya, a physiotherapist in Pune, had almost given up on profiles that all seemed to say the same thing. Rohit’s stood out for one line: he was learning the harmonium from videos and was, in his own words, “not good yet”.',
    'Their first call was meant to last fifteen minutes. It ended three hours later, after a long argument about which decade had the best film music. Both families met in Indore a month later over poha and jalebi, and by the end of the afternoon the elders were planning the guest list.',
    'They married the following winter. Rohit still plays the harmonium, and Ananya says he has improved — a little.',
  ],
  2: [
    'Imran had moved to Leicester for work and worried that distance would make it hard to find someone his family in Hyderabad would also get to know. Fatima, a schoolteacher, wanted a partner who would respect her plans to keep teaching after marriage.',
    'Our relationship manager arranged video calls at hours that suited both sides, including grandparents. The families found they shared more than they expected: a love of biryani debates and a belief that education comes first.',
    'Fatima now teaches at a primary school in Leicester, and the two families still hold a monthly video call that nobody is allowed to miss.',
  ],
  3: [
    'Priya grew up in Kochi speaking Malayalam; Daniel grew up in Toronto in a family that speaks Tamil and English. They matched because both had written that they wanted a home where parents are always welcome.',
    'The first meeting took place at a temple festival in Kochi during Daniel’s visit. His mother insisted on learning a Malayalam greeting before meeting Priya’s grandmother, who was charmed by the effort.',
    'They held two ceremonies, one in each tradition, and say the real celebration was watching their families dance together at both.',
  ],
  4: [
    'Meera had been widowed young and was unsure she wanted to marry again. Karthik, divorced and a father of a seven-year-old daughter, was just as cautious. Both appreciated that the service let them say so openly in their profiles.',
    'They wrote to each other for months before meeting. The first meeting was a picnic at Cubbon Park, with Karthik’s daughter very much in charge of the schedule.',
    'Today the three of them spend Sundays cooking together, and Meera says the best decision she made was to take her time.',
  ],
  5: [
    'Simran runs her family’s dairy business near Ludhiana; Arjun is a civil engineer in Melbourne whose parents still farm in Punjab. Each feared the other would want to leave one world behind.',
    'Their families met at a gurdwara in Ludhiana and talked for hours about seasons, harvests and grandchildren, while Simran and Arjun quietly agreed on a plan to split their year between the two countries.',
    'They now spend the Australian summer in Melbourne and the harvest season in Punjab, and their families describe the arrangement as “the best of both fields”.',
  ],
  6: [
    'Aisha and Vikram both volunteered with literacy programmes in their cities and mentioned it in their profiles. Our matchmaker noticed and suggested they talk about their work.',
    'They began by exchanging lesson plans and ended up planning a joint reading camp for children in a village near Jaipur. Their parents met at the camp’s closing day and were won over by the children’s performance of a story the couple had written.',
    'Married last spring, they now run weekend reading circles together in Mumbai.',
  ],
}
