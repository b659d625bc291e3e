/** The hashtag generator's English vocabulary: the hashtags English-speaking TikTok uses, and English stop words. */
import type { HashtagVocabulary } from '../hashtagVocabulary';

// Word lists read best wrapped like prose, not one entry per line.
// prettier-ignore
const pools: HashtagVocabulary['pools'] = {
  trending: [
    '#fyp', '#foryou', '#foryoupage', '#viral', '#trending', '#explore', '#explorepage', '#tiktok',
    '#tiktokviral', '#viralvideo', '#trend', '#fy', '#xyzbca', '#blowthisup', '#goviral', '#trendingnow',
    '#duet', '#stitch', '#challenge', '#tiktokchallenge', '#newtrend', '#viraltiktok', '#foryourpage',
    '#fypage', '#tiktoktrend', '#trendalert', '#contentcreator', '#creator', '#tiktokmademebuyit',
    '#learnontiktok',
  ],
  general: [
    '#dailylife', '#lifehacks', '#funny', '#relatable', '#pov', '#storytime', '#tips', '#howto',
    '#motivation', '#inspiration', '#dayinmylife', '#vibes', '#mood', '#fun', '#love', '#happy',
    '#goodvibes', '#weekend', '#tiktoktips', '#smallcreator', '#behindthescenes',
  ],
  beauty: [
    '#beauty', '#makeup', '#skincare', '#skincareroutine', '#makeuptutorial', '#makeuplook', '#grwm',
    '#beautytips', '#glowup', '#nails', '#nailart', '#hairstyle', '#haircare', '#makeupartist',
    '#beautyhacks', '#skincaretips', '#selfcare', '#lipstick', '#eyeliner', '#cleanbeauty', '#beautytok',
  ],
  fashion: [
    '#fashion', '#ootd', '#outfitideas', '#style', '#outfit', '#fashiontiktok', '#outfitinspo',
    '#streetstyle', '#thrifted', '#thriftflip', '#fashionhacks', '#styletips', '#whatiwore',
    '#fashioninspo', '#haul', '#tryonhaul', '#capsulewardrobe', '#sustainablefashion', '#vintage',
    '#aesthetic', '#fashiontrends',
  ],
  fitness: [
    '#fitness', '#gym', '#workout', '#fitnessmotivation', '#gymtok', '#fittok', '#homeworkout', '#legday',
    '#weightloss', '#strengthtraining', '#cardio', '#fitnesstips', '#gymlife', '#workoutroutine', '#fitfam',
    '#personaltrainer', '#healthylifestyle', '#running', '#yoga', '#pilates', '#abs',
  ],
  food: [
    '#food', '#foodtok', '#recipe', '#cooking', '#easyrecipe', '#foodie', '#homecooking', '#baking',
    '#healthyfood', '#dinnerideas', '#mealprep', '#foodtiktok', '#yummy', '#recipes', '#quickrecipes',
    '#vegan', '#dessert', '#breakfast', '#comfortfood', '#cookingtiktok', '#whatieatinaday',
  ],
  travel: [
    '#travel', '#traveltok', '#travelling', '#wanderlust', '#traveltiktok', '#travelgram', '#vacation',
    '#adventure', '#travelhacks', '#traveltips', '#bucketlist', '#roadtrip', '#solotravel', '#backpacking',
    '#beach', '#hiddengems', '#travelvlog', '#budgettravel', '#traveldiaries', '#holiday', '#citybreak',
  ],
  comedy: [
    '#comedy', '#funny', '#humor', '#memes', '#funnyvideos', '#lol', '#comedyvideo', '#skit', '#prank',
    '#jokes', '#relatable', '#standup', '#parody', '#funnytiktok', '#comedytiktok', '#sketchcomedy',
    '#satire', '#laugh', '#fail', '#hilarious', '#cringe',
  ],
  educational: [
    '#learnontiktok', '#education', '#edutok', '#didyouknow', '#facts', '#learning', '#studytok',
    '#science', '#history', '#studytips', '#funfacts', '#teachersoftiktok', '#lifehack', '#knowledge',
    '#todayilearned', '#math', '#languagelearning', '#explained', '#tutorial', '#studywithme', '#edutiktok',
  ],
  dance: [
    '#dance', '#dancechallenge', '#dancetok', '#dancer', '#dancing', '#choreography', '#dancetutorial',
    '#dancevideo', '#dancetrend', '#hiphop', '#kpopdance', '#ballet', '#freestyle', '#dancersoftiktok',
    '#tiktokdance', '#dancecover', '#salsa', '#breakdance', '#contemporarydance', '#dancemoves',
    '#learntodance',
  ],
  gaming: [
    '#gaming', '#gamer', '#gamingtiktok', '#videogames', '#gameplay', '#fortnite', '#minecraft', '#twitch',
    '#streamer', '#pcgaming', '#ps5', '#xbox', '#nintendo', '#gamingsetup', '#callofduty', '#roblox',
    '#esports', '#gamingclips', '#retrogaming', '#indiegames', '#gamertok',
  ],
  business: [
    '#business', '#entrepreneur', '#smallbusiness', '#marketing', '#sidehustle', '#businesstips', '#money',
    '#finance', '#investing', '#personalfinance', '#entrepreneurship', '#startup', '#smallbusinesscheck',
    '#passiveincome', '#success', '#digitalmarketing', '#financetok', '#moneytok', '#career',
    '#careeradvice', '#businessowner',
  ],
  tech: [
    '#tech', '#technology', '#techtok', '#gadgets', '#apple', '#iphone', '#android', '#ai',
    '#artificialintelligence', '#coding', '#programming', '#techtips', '#techreview', '#unboxing',
    '#smartphone', '#software', '#developer', '#pcbuild', '#innovation', '#chatgpt', '#techhacks',
  ],
  lifestyle: [
    '#lifestyle', '#dayinmylife', '#morningroutine', '#nightroutine', '#selfcare', '#productivity',
    '#wellness', '#homedecor', '#cleantok', '#organization', '#minimalism', '#thatgirl', '#dailyvlog',
    '#routine', '#mindset', '#healthyhabits', '#cozy', '#homeaesthetic', '#vlog', '#resetroutine',
    '#slowliving',
  ],
  sports: [
    '#sports', '#football', '#soccer', '#basketball', '#nba', '#nfl', '#sportstiktok', '#athlete',
    '#training', '#highlights', '#baseball', '#tennis', '#golf', '#boxing', '#mma', '#f1', '#running',
    '#sportsfan', '#skills', '#goals', '#cricket',
  ],
  music: [
    '#music', '#musician', '#singer', '#singing', '#cover', '#newmusic', '#songwriter', '#guitar', '#piano',
    '#producer', '#rap', '#hiphop', '#musictok', '#originalmusic', '#band', '#drums', '#vocals',
    '#beatmaker', '#livemusic', '#independentartist', '#spotify',
  ],
  art: [
    '#art', '#artist', '#arttok', '#drawing', '#painting', '#digitalart', '#sketch', '#illustration',
    '#artwork', '#procreate', '#arttiktok', '#artprocess', '#watercolor', '#oilpainting', '#sketchbook',
    '#artistsoftiktok', '#portrait', '#acrylicpainting', '#animation', '#smallartist', '#artchallenge',
  ],
  books: [
    '#booktok', '#books', '#reading', '#bookrecommendations', '#booklover', '#bookworm', '#bookish',
    '#readingtime', '#bookreview', '#fantasybooks', '#romancebooks', '#booksoftiktok', '#currentlyreading',
    '#tbr', '#bookclub', '#thrillerbooks', '#library', '#bookhaul', '#booktoker', '#newbooks', '#readinglist',
  ],
  pets: [
    '#pets', '#dog', '#dogsoftiktok', '#cat', '#catsoftiktok', '#puppy', '#kitten', '#petsoftiktok',
    '#dogtraining', '#cute', '#animals', '#doglover', '#catlover', '#funnypets', '#rescuedog',
    '#adoptdontshop', '#petcare', '#goldenretriever', '#dogmom', '#catmom', '#petlife',
  ],
  diy: [
    '#diy', '#diyproject', '#crafts', '#howto', '#homeimprovement', '#diyhomedecor', '#upcycling',
    '#handmade', '#crafting', '#diycrafts', '#renovation', '#woodworking', '#lifehacks', '#diyideas',
    '#budgetdiy', '#makeover', '#roommakeover', '#sewing', '#crochet', '#doityourself', '#diytiktok',
  ],
  parenting: [
    '#parenting', '#momlife', '#dadlife', '#parentsoftiktok', '#momsoftiktok', '#dadsoftiktok', '#toddler',
    '#baby', '#motherhood', '#fatherhood', '#parentinghacks', '#newmom', '#familytime', '#kids',
    '#parentingtips', '#pregnancy', '#toddlermom', '#family', '#gentleparenting', '#momhacks', '#babytok',
  ],
};

// prettier-ignore
const stopWords: HashtagVocabulary['stopWords'] = new Set([
  'about', 'above', 'after', 'again', 'against', 'also', 'always', 'another', 'anything', 'around', 'because',
  'been', 'before', 'being', 'below', 'best', 'between', 'both', 'came', 'come', 'could', 'didnt', 'does',
  'doesnt', 'doing', 'dont', 'down', 'during', 'each', 'even', 'ever', 'every', 'from', 'further', 'gets',
  'getting', 'going', 'gonna', 'good', 'great', 'have', 'having', 'here', 'into', 'just', 'know', 'like',
  'made', 'make', 'makes', 'making', 'many', 'more', 'most', 'much', 'must', 'need', 'never', 'next', 'only',
  'other', 'over', 'really', 'same', 'should', 'show', 'shows', 'since', 'some', 'something', 'still',
  'such', 'take', 'than', 'that', 'thats', 'their', 'them', 'then', 'there', 'these', 'they', 'thing',
  'things', 'this', 'those', 'through', 'under', 'until', 'very', 'want', 'wants', 'well', 'were', 'what',
  'when', 'where', 'which', 'while', 'will', 'with', 'within', 'without', 'would', 'your', 'youre', 'yours',
  'yourself',
]);

export const HASHTAG_VOCABULARY: HashtagVocabulary = { pools, stopWords };
