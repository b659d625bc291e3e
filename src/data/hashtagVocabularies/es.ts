/**
 * The hashtag generator's Spanish vocabulary: the hashtags Spanish-speaking TikTok uses (#parati is its
 * #fyp), from Spain and Latin America alike, and Spanish stop words with and without their accents (both
 * are typed). The trending pool goes to every audience, so it holds no country or region tags
 * (#tiktokmexico, #tiktoklatam): those belong in a video's own topic hashtags.
 */
import type { HashtagVocabulary } from '../hashtagVocabulary';

// Word lists read best wrapped like prose, not one entry per line.
// prettier-ignore
const pools: HashtagVocabulary['pools'] = {
  trending: [
    '#parati', '#paratii', '#fyp', '#foryou', '#foryoupage', '#viral', '#viralvideo', '#videoviral',
    '#tendencia', '#tendencias', '#trend', '#trending', '#tiktok', '#tiktokviral', '#viraltiktok',
    '#viralvideos', '#foryourpage', '#explore', '#capcut', '#reto', '#retoviral', '#dueto', '#challenge',
    '#xyzbca', '#fy', '#hazmeviral', '#viralizame', '#creadordecontenido', '#aprendeentiktok',
    '#tiktokmehizocomprarlo', '#contenido',
  ],
  general: [
    '#vidadiaria', '#diaadia', '#trucos', '#consejos', '#tips', '#humor', '#pov', '#storytime',
    '#motivacion', '#inspiracion', '#undiaenmivida', '#buenasvibras', '#amor', '#felicidad', '#findesemana',
    '#lifehacks', '#comohacer', '#tutorial', '#pequeñocreador', '#detrasdecamaras', '#rutina',
  ],
  beauty: [
    '#belleza', '#maquillaje', '#skincare', '#cuidadodelapiel', '#rutinadeskincare', '#tutorialdemaquillaje',
    '#maquillajenatural', '#grwm', '#arreglateconmigo', '#tipsdebelleza', '#uñas', '#uñasacrilicas',
    '#peinados', '#cabello', '#cuidadodelcabello', '#maquillista', '#trucosdebelleza', '#autocuidado',
    '#labial', '#delineado', '#makeup',
  ],
  fashion: [
    '#moda', '#outfit', '#outfits', '#ideasdeoutfit', '#estilo', '#look', '#lookdeldia', '#modafemenina',
    '#modamasculina', '#tendenciasdemoda', '#ropa', '#ropadesegundamano', '#segundamano', '#haul',
    '#probandoropa', '#armariocapsula', '#modasostenible', '#vintage', '#aesthetic', '#estilopersonal',
    '#ootd',
  ],
  fitness: [
    '#fitness', '#gimnasio', '#gym', '#ejercicio', '#entrenamiento', '#rutinadeejercicio',
    '#motivacionfitness', '#entrenamientoencasa', '#ejercicioencasa', '#piernas', '#bajardepeso',
    '#perderpeso', '#fuerza', '#cardio', '#vidasana', '#vidasaludable', '#entrenadorpersonal', '#correr',
    '#yoga', '#pilates', '#abdominales', '#gymtok',
  ],
  food: [
    '#recetas', '#receta', '#comida', '#cocina', '#recetasfaciles', '#recetasaludable', '#comidacasera',
    '#cocinacasera', '#postres', '#reposteria', '#comidasaludable', '#ideasdecena', '#cenas', '#desayuno',
    '#foodtiktok', '#recetasrapidas', '#vegano', '#comidamexicana', '#delicioso', '#quecomoenundia',
    '#foodie',
  ],
  travel: [
    '#viajes', '#viajar', '#viaje', '#turismo', '#viajero', '#viajera', '#vacaciones', '#aventura',
    '#consejosdeviaje', '#tipsdeviaje', '#lugaresparavisitar', '#roadtrip', '#mochilero', '#viajarsola',
    '#playa', '#lugaressecretos', '#vlogdeviaje', '#viajarbarato', '#escapada', '#destinos', '#traveltok',
  ],
  comedy: [
    '#humor', '#comedia', '#risas', '#memes', '#videosgraciosos', '#chistes', '#broma', '#bromas', '#sketch',
    '#parodia', '#jajaja', '#humorlatino', '#humormexicano', '#humorespañol', '#standup', '#graciosos',
    '#divertido', '#xd', '#cringe', '#sarcasmo', '#humortiktok',
  ],
  educational: [
    '#aprendeentiktok', '#educacion', '#sabiasque', '#datoscuriosos', '#curiosidades', '#aprender',
    '#ciencia', '#historia', '#tipsdeestudio', '#estudiar', '#estudiaconmigo', '#profesor', '#maestra',
    '#conocimiento', '#matematicas', '#idiomas', '#aprendeingles', '#explicacion', '#tutorial', '#cultura',
    '#datosinteresantes',
  ],
  dance: [
    '#baile', '#bailar', '#bailando', '#retodebaile', '#coreografia', '#tutorialdebaile', '#bailarina',
    '#bailarin', '#danza', '#dance', '#salsa', '#bachata', '#reggaeton', '#cumbia', '#merengue',
    '#kpopdance', '#hiphop', '#ballet', '#pasos', '#tendenciadebaile', '#dancechallenge',
  ],
  gaming: [
    '#gaming', '#gamer', '#videojuegos', '#juegos', '#gameplay', '#fortnite', '#minecraft', '#freefire',
    '#roblox', '#streamer', '#twitch', '#pcgamer', '#ps5', '#xbox', '#nintendo', '#setupgamer',
    '#callofduty', '#esports', '#clips', '#retro', '#gamerlatino',
  ],
  business: [
    '#emprendimiento', '#emprendedor', '#emprendedora', '#negocios', '#negocio', '#marketing',
    '#marketingdigital', '#pequeñonegocio', '#finanzas', '#finanzaspersonales', '#dinero', '#ahorro',
    '#inversiones', '#invertir', '#ingresospasivos', '#exito', '#ventas', '#emprender', '#ideasdenegocio',
    '#trabajo', '#educacionfinanciera',
  ],
  tech: [
    '#tecnologia', '#tech', '#gadgets', '#apple', '#iphone', '#android', '#ia', '#inteligenciaartificial',
    '#programacion', '#programador', '#trucostecnologicos', '#tipstech', '#reseña', '#unboxing', '#celular',
    '#smartphone', '#software', '#chatgpt', '#innovacion', '#computadora', '#trucosiphone',
  ],
  lifestyle: [
    '#estilodevida', '#undiaenmivida', '#rutinademañana', '#rutinadenoche', '#autocuidado',
    '#productividad', '#bienestar', '#decoracion', '#limpieza', '#organizacion', '#minimalismo', '#vlog',
    '#rutina', '#mentalidad', '#habitossaludables', '#hogar', '#hogaracogedor', '#vidalenta', '#motivacion',
    '#rutinadiaria', '#limpiezadelhogar',
  ],
  sports: [
    '#deportes', '#futbol', '#futbolmexicano', '#laliga', '#ligamx', '#baloncesto', '#basquet', '#nba',
    '#deporte', '#atleta', '#entrenamiento', '#golazo', '#tenis', '#boxeo', '#mma', '#f1', '#correr',
    '#futbolargentino', '#beisbol', '#padel', '#goles',
  ],
  music: [
    '#musica', '#musico', '#cantante', '#cantando', '#cover', '#musicanueva', '#compositor', '#guitarra',
    '#piano', '#productor', '#rap', '#trap', '#reggaeton', '#musicaoriginal', '#banda', '#bateria', '#voz',
    '#beats', '#envivo', '#artistaindependiente', '#spotify',
  ],
  art: [
    '#arte', '#artista', '#dibujo', '#dibujar', '#pintura', '#artedigital', '#boceto', '#ilustracion',
    '#procreate', '#procesocreativo', '#acuarela', '#oleo', '#cuadernodebocetos', '#retrato', '#acrilico',
    '#animacion', '#artistaemergente', '#retodearte', '#arttok', '#artetiktok', '#dibujodigital',
  ],
  books: [
    '#booktok', '#booktokespañol', '#libros', '#leer', '#lectura', '#recomendacionesdelibros',
    '#amantesdeloslibros', '#lectora', '#lector', '#ratondebiblioteca', '#reseñadelibros',
    '#librosrecomendados', '#librosdefantasia', '#novelasromanticas', '#clubdelectura', '#leyendo', '#tbr',
    '#biblioteca', '#bookhaul', '#novedadeseditoriales', '#booktoker',
  ],
  pets: [
    '#mascotas', '#perro', '#perros', '#perrito', '#gato', '#gatos', '#gatito', '#cachorro',
    '#adiestramientocanino', '#animales', '#amantesdelosperros', '#amantesdelosgatos', '#mascotasgraciosas',
    '#adopta', '#adoptanocompres', '#rescate', '#cuidadodemascotas', '#michi', '#lomito', '#perrhijo',
    '#tierno',
  ],
  diy: [
    '#diy', '#hazlotumismo', '#manualidades', '#comohacer', '#ideas', '#decoracioncasera', '#reciclaje',
    '#hechoamano', '#artesania', '#bricolaje', '#remodelacion', '#carpinteria', '#trucos', '#ideasdiy',
    '#diyfacil', '#transformacion', '#antesydespues', '#costura', '#crochet', '#ganchillo',
    '#manualidadesfaciles',
  ],
  parenting: [
    '#maternidad', '#paternidad', '#crianza', '#crianzarespetuosa', '#mamaprimeriza', '#vidademama',
    '#vidadepapa', '#papasprimerizos', '#bebe', '#bebes', '#embarazo', '#hijos', '#familia', '#niños',
    '#tipsdemama', '#consejosparapadres', '#maternidadreal', '#crianzapositiva', '#momlife',
    '#tiempoenfamilia', '#mamasdetiktok',
  ],
};

// prettier-ignore
const stopWords: HashtagVocabulary['stopWords'] = new Set([
  'acerca', 'además', 'ademas', 'ahora', 'algo', 'alguien', 'algún', 'algun', 'alguna', 'algunas', 'alguno',
  'algunos', 'ante', 'antes', 'aquel', 'aquella', 'aquello', 'aquí', 'aqui', 'aunque', 'bien', 'cada',
  'casi', 'cómo', 'como', 'contra', 'cosa', 'cosas', 'cual', 'cuál', 'cuales', 'cuando', 'cuándo',
  'cuanto', 'cuánto', 'debe', 'deben', 'desde', 'después', 'despues', 'donde', 'dónde', 'durante', 'ella',
  'ellas', 'ellos', 'entonces', 'entre', 'eres', 'esta', 'está', 'estaba', 'estamos', 'están', 'estan',
  'estar', 'estas', 'estás', 'este', 'esto', 'estos', 'estoy', 'fueron', 'gran', 'haber', 'había',
  'habia', 'hace', 'hacen', 'hacer', 'hacia', 'hasta', 'hemos', 'luego', 'mejor', 'menos', 'mientras',
  'misma', 'mismo', 'mucha', 'muchas', 'mucho', 'muchos', 'muestra', 'muestro', 'nada', 'nadie',
  'nosotros', 'nuestra', 'nuestras', 'nuestro', 'nuestros', 'nunca', 'otra', 'otras', 'otro', 'otros',
  'para', 'pero', 'poco', 'poder', 'porque', 'puede', 'pueden', 'puedes', 'pues', 'quien', 'quién',
  'quienes', 'quiero', 'quieres', 'sabes', 'sean', 'según', 'segun', 'será', 'siempre', 'sino', 'sobre',
  'solo', 'sólo', 'somos', 'también', 'tambien', 'tanto', 'tener', 'tengo', 'tiene', 'tienen', 'tienes',
  'toda', 'todas', 'todo', 'todos', 'tras', 'tuya', 'tuyo', 'unas', 'unos', 'usted', 'ustedes', 'vamos',
  'veces', 'verás', 'vemos',
]);

export const HASHTAG_VOCABULARY: HashtagVocabulary = { pools, stopWords };
