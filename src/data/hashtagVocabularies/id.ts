/**
 * The hashtag generator's Indonesian vocabulary: the hashtags Indonesian TikTok uses (#fyp and its
 * variants #fypシ, #fypage and #fyppp, with #masukberanda, "get onto the For You page"), Indonesian tags
 * mixed with the English ones Indonesian creators add to theirs, as they are searched (run together, no
 * hyphen: #resepmasakan, not #resep-masakan); and Indonesian stop words, in standard spelling and in the
 * chat spellings people type (nggak, udah, gimana).
 */
import type { HashtagVocabulary } from '../hashtagVocabulary';

// Word lists read best wrapped like prose, not one entry per line. The trending pool holds no country
// tags (#tiktokindonesia, #fypindonesia, #viralindonesia): they say where, not what, and a trending list
// is shown with any topic.
// prettier-ignore
const pools: HashtagVocabulary['pools'] = {
  trending: [
    '#fyp', '#fypシ', '#fypシ゚viral', '#fypage', '#fyppp', '#fypp', '#fypdong', '#fypviral', '#foryou',
    '#foryoupage', '#fy', '#4u', '#viral', '#viralvideo', '#videoviral', '#viraltiktok', '#tiktokviral',
    '#masukberanda', '#beranda', '#berandafyp', '#trending', '#trend', '#trendingtiktok', '#xyzbca',
    '#capcut', '#jedagjedug', '#storywa', '#soundviral', '#lagiviral', '#duet', '#stitch', '#challenge',
    '#tantangan', '#kontenkreator', '#samasamabelajar', '#racuntiktok', '#tiktok',
  ],
  general: [
    '#keseharian', '#dailyvlog', '#dailylife', '#tips', '#tipsandtrick', '#caramudah', '#lifehack', '#pov',
    '#storytime', '#ceritaku', '#curhat', '#motivasi', '#motivasihidup', '#inspirasi', '#quotes',
    '#katakata', '#relate', '#random', '#hiburan', '#weekend', '#behindthescene', '#kreatorpemula',
    '#sharing',
  ],
  beauty: [
    '#makeup', '#tutorialmakeup', '#makeupnatural', '#makeuppemula', '#makeupsimple', '#skincare',
    '#skincareroutine', '#skincarelokal', '#reviewskincare', '#racunskincare', '#kecantikan', '#tipscantik',
    '#grwm', '#kulitberjerawat', '#kulitsehat', '#glowup', '#lipcream', '#nailart', '#perawatanrambut',
    '#rambut', '#mua', '#selfcare',
  ],
  fashion: [
    '#fashion', '#ootd', '#ootdcewek', '#ootdcowok', '#outfit', '#outfitideas', '#inspirasioutfit',
    '#outfitkekinian', '#outfitkerja', '#outfithijab', '#hijabstyle', '#mixandmatch', '#thrifting',
    '#thriftshop', '#preloved', '#haul', '#fashionwanita', '#fashionpria', '#styleinspo', '#batik',
    '#kebaya', '#capsulewardrobe',
  ],
  fitness: [
    '#fitness', '#gym', '#gymtok', '#gymmotivation', '#workout', '#olahraga', '#olahragadirumah',
    '#workoutdirumah', '#senam', '#diet', '#dietsehat', '#turunberatbadan', '#caradiet', '#hidupsehat',
    '#polahidupsehat', '#lari', '#yoga', '#pilates', '#cardio', '#personaltrainer', '#fitnessmotivation',
  ],
  food: [
    '#resepmasakan', '#kulinerindonesia', '#resep', '#resepmudah', '#resepsimple', '#idemasak',
    '#masakanrumahan', '#menuharian', '#kuliner', '#kulinerviral', '#jajanan', '#jajanankekinian',
    '#streetfood', '#foodtiktok', '#foodie', '#masak', '#cemilan', '#kue', '#baking', '#reviewmakanan',
    '#wisatakuliner', '#sambal', '#mukbang',
  ],
  travel: [
    '#travel', '#traveling', '#jalanjalan', '#liburan', '#wisata', '#tempatwisata', '#wisataalam',
    '#wisatamurah', '#pantai', '#pendakian', '#naikgunung', '#hiking', '#backpacker', '#tipstraveling',
    '#staycation', '#hiddengem', '#healing', '#roadtrip', '#travelvlog', '#camping', '#solotraveler',
    '#pesonaindonesia',
  ],
  comedy: [
    '#lucu', '#lucubanget', '#ngakak', '#komedi', '#lawak', '#lawakan', '#receh', '#humorreceh',
    '#jokesreceh', '#meme', '#prank', '#parodi', '#standupcomedy', '#gokil', '#kocak', '#wkwk', '#wkwkwk',
    '#candaan', '#skit', '#hiburan', '#komedilucu',
  ],
  educational: [
    '#samasamabelajar', '#belajar', '#edukasi', '#faktaunik', '#faktamenarik', '#taukahkamu',
    '#pengetahuan', '#pengetahuanumum', '#ilmupengetahuan', '#sains', '#sejarah', '#tipsbelajar',
    '#belajarbareng', '#studywithme', '#guru', '#mahasiswa', '#kuliah', '#matematika', '#bahasainggris',
    '#belajarbahasainggris', '#tutorial',
  ],
  dance: [
    '#dance', '#dancechallenge', '#tiktokdance', '#joget', '#jogetviral', '#jogettiktok', '#tari',
    '#taritradisional', '#dancecover', '#kpopdance', '#kpopcover', '#dancetutorial', '#tutorialdance',
    '#koreografi', '#choreography', '#dangdut', '#hiphopdance', '#dancepemula', '#danceviral', '#freestyle',
    '#ballet',
  ],
  gaming: [
    '#gaming', '#gamer', '#game', '#gameplay', '#mobilelegends', '#mlbb', '#freefire', '#pubgmobile',
    '#roblox', '#minecraft', '#genshinimpact', '#valorant', '#esports', '#gameonline', '#gamehp', '#mabar',
    '#pushrank', '#streamer', '#gamerindonesia', '#ps5', '#nintendo',
  ],
  business: [
    '#bisnis', '#bisnisonline', '#idebisnis', '#usaha', '#peluangusaha', '#ideusaha', '#umkm', '#jualan',
    '#jualanonline', '#idejualan', '#pengusahamuda', '#digitalmarketing', '#marketing', '#affiliate',
    '#tiktokaffiliate', '#keuangan', '#tipskeuangan', '#literasikeuangan', '#investasi', '#menabung',
    '#cuan', '#kerjasampingan',
  ],
  tech: [
    '#teknologi', '#tech', '#techtok', '#gadget', '#reviewgadget', '#reviewhp', '#hpmurah', '#android',
    '#iphone', '#samsung', '#xiaomi', '#tipsandroid', '#tipsiphone', '#ai', '#kecerdasanbuatan', '#chatgpt',
    '#coding', '#programmer', '#unboxing', '#laptop', '#aplikasi', '#tipsteknologi',
  ],
  lifestyle: [
    '#gayahidup', '#lifestyle', '#dailyvlog', '#rutinitaspagi', '#morningroutine', '#nightroutine',
    '#selfcare', '#selflove', '#produktif', '#minimalis', '#rumahminimalis', '#dekorasirumah', '#homedecor',
    '#beberesrumah', '#bersihbersih', '#anakkost', '#slowliving', '#aesthetic', '#metime',
    '#kesehatanmental', '#vlog', '#healing',
  ],
  sports: [
    '#sepakbola', '#bola', '#timnas', '#futsal', '#badminton', '#bulutangkis', '#voli', '#bolavoli',
    '#basket', '#nba', '#motogp', '#f1', '#tinju', '#pencaksilat', '#running', '#gowes', '#bersepeda',
    '#olahraga', '#premierleague', '#skillbola', '#atlet',
  ],
  music: [
    '#musik', '#lagu', '#laguviral', '#lagugalau', '#coverlagu', '#cover', '#nyanyi', '#penyanyi',
    '#musisi', '#akustik', '#gitar', '#piano', '#fingerstyle', '#band', '#dangdut', '#dangdutkoplo',
    '#musikindie', '#liriklagu', '#djremix', '#rap', '#karaoke', '#laguindonesia',
  ],
  art: [
    '#seni', '#art', '#arttok', '#seniman', '#menggambar', '#gambar', '#drawing', '#lukisan', '#melukis',
    '#sketsa', '#sketchbook', '#digitalart', '#ilustrasi', '#ilustrator', '#procreate', '#catair',
    '#watercolor', '#karikatur', '#animasi', '#doodle', '#speedpaint', '#gambaranime',
  ],
  books: [
    '#booktok', '#booktokindonesia', '#buku', '#bukubagus', '#rekomendasibuku', '#reviewbuku', '#bacabuku',
    '#membaca', '#novel', '#rekomendasinovel', '#novelromantis', '#wattpad', '#pecintabuku', '#bookworm',
    '#bookhaul', '#tbr', '#literasi', '#perpustakaan', '#kutipanbuku', '#fiksi', '#selfimprovement',
  ],
  pets: [
    '#kucing', '#kucinglucu', '#kucingoren', '#kucingkampung', '#anabul', '#catlover', '#catsoftiktok',
    '#puppy', '#anjinglucu', '#doglover', '#dogsoftiktok', '#hewanpeliharaan', '#hewanlucu',
    '#adopsikucing', '#adoptdontshop', '#rescue', '#kelinci', '#hamster', '#ikanhias', '#burungkicau',
    '#meong',
  ],
  diy: [
    '#diy', '#diyproject', '#tutorialdiy', '#kerajinantangan', '#handmade', '#buatansendiri', '#idekreatif',
    '#prakarya', '#daurulang', '#recycle', '#dekorasi', '#renovasirumah', '#roommakeover', '#makeoverkamar',
    '#pertukangan', '#crochet', '#rajutan', '#menjahit', '#caramembuat', '#beforeafter', '#lifehack',
  ],
  parenting: [
    '#parenting', '#tipsparenting', '#momlife', '#newmom', '#ibumuda', '#ibuhamil', '#kehamilan', '#bayi',
    '#bayilucu', '#anaklucu', '#tumbuhkembanganak', '#stimulasianak', '#mpasi', '#menumpasi', '#menyusui',
    '#keluarga', '#ayah', '#toddler', '#mainanedukasi', '#ibubekerja', '#ibuanak',
  ],
};

// Only words longer than three characters: shorter ones (ini, itu, aku, gak, aja) never become description
// hashtags anyway. Chat spellings (nggak, udah, kalo, gimana) are listed beside the standard ones.
// prettier-ignore
const stopWords: HashtagVocabulary['stopWords'] = new Set([
  'adalah', 'adanya', 'agar', 'akan', 'anda', 'antara', 'apakah', 'atau', 'bagaimana', 'bagi', 'bahwa',
  'banget', 'banyak', 'bareng', 'begini', 'begitu', 'belum', 'berapa', 'bersama', 'beberapa', 'biar',
  'bisa', 'boleh', 'bukan', 'cuma', 'cuman', 'dalam', 'dapat', 'daripada', 'dengan', 'dimana',
  'dong', 'emang', 'engga', 'enggak', 'gaes', 'gimana', 'gini', 'gitu', 'guys', 'halo', 'hanya', 'harus',
  'hingga', 'ingin', 'inilah', 'itulah', 'jadi', 'juga', 'jika', 'kalau', 'kalian', 'kalo', 'kami',
  'kamu', 'kapan', 'karena', 'kayak', 'kayaknya', 'kemudian', 'kenapa', 'ketika', 'kita', 'lagi',
  'lainnya', 'lalu', 'lebih', 'maka', 'masih', 'memang', 'menjadi', 'menurut', 'mengapa', 'mereka',
  'meskipun', 'mungkin', 'namun', 'ngga', 'nggak', 'oleh', 'padahal', 'pada', 'paling', 'para', 'pasti',
  'pengen', 'pingin', 'punya', 'saat', 'saja', 'sama', 'sambil', 'sampai', 'sampe', 'sangat', 'saya',
  'sebagai', 'sebelum', 'sebuah', 'secara', 'sedang', 'sehingga', 'sejak', 'sekali', 'selama', 'semua',
  'sendiri', 'seorang', 'seperti', 'sesuatu', 'setelah', 'setiap', 'siapa', 'sini', 'situ', 'suatu',
  'sudah', 'supaya', 'tanpa', 'tapi', 'tentang', 'terhadap', 'tersebut', 'terus', 'tetapi', 'tiap',
  'tidak', 'udah', 'untuk', 'walaupun', 'yaitu', 'yakni', 'yang',
]);

export const HASHTAG_VOCABULARY: HashtagVocabulary = { pools, stopWords };
