/**
 * Words the demo company is made of: Russian company, holding and brand names, people, cities
 * with their tax offices and bank codes, streets, ad formats and campaign themes. Invented
 * combinations of common words; any likeness to a real company is chance.
 */

/** Halves of company names: "Техно" + "сервис" makes «Техносервис». */
export const companyHeads = [
  'Техно', 'Агро', 'Строй', 'Медиа', 'Инвест', 'Транс', 'Фарм', 'Энерго', 'Торг', 'Пром', 'Мега', 'Евро', 'Сиб',
  'Урал', 'Волга', 'Нева', 'Балт', 'Дон', 'Кубань', 'Север', 'Гранд', 'Профи', 'Эко', 'Вита', 'Инфо', 'Авто', 'Регион',
  'Мед', 'Хим', 'Лес', 'Аква', 'Терра', 'Спектр', 'Вектор', 'Омега', 'Дельта', 'Квант', 'Альфа', 'Поли', 'Интер',
] as const;

export const companyTails = [
  'сервис', 'групп', 'маркет', 'трейд', 'систем', 'лайн', 'софт', 'ресурс', 'плюс', 'капитал', 'альянс', 'проект',
  'центр', 'лаб', 'снаб', 'холд', 'логистик', 'строй', 'комплект', 'инвест', 'технологии', 'продукт', 'мир', 'дом',
] as const;

export const holdingForms = [
  ['Группа компаний', 'ГК'],
  ['Холдинг', 'Холдинг'],
  ['Группа', 'Группа'],
] as const;

export const companyForms = [
  ['Общество с ограниченной ответственностью', 'ООО', 8],
  ['Акционерное общество', 'АО', 2],
  ['Публичное акционерное общество', 'ПАО', 1],
] as const;

/** Halves of brand names, Latin as many Russian brands are: "Nova" + "Mart". */
export const brandHeads = [
  'Nova', 'Vita', 'Prime', 'Smart', 'Green', 'Urban', 'Fresh', 'Terra', 'Polar', 'Sky', 'Arctic', 'Solar', 'Nord',
  'Blue', 'Golden', 'Happy', 'Easy', 'Bright', 'Wild', 'Pure', 'Silver', 'Red', 'Royal', 'Sunny', 'Maxi', 'Mini',
  'Eco', 'Star', 'Magic', 'Crystal', 'Family', 'Top',
] as const;

export const brandTails = [
  'Mart', 'Food', 'Home', 'Tech', 'Drive', 'Pay', 'Fit', 'Go', 'Line', 'Care', 'Kids', 'Pet', 'Style', 'Bank',
  'Travel', 'Farm', 'Lab', 'Box', 'Play', 'Cafe', 'Market', 'Shop', 'Way', 'Land', 'Point',
] as const;

/** Russian brand names: "Тёплый" + "дом". */
export const brandAdjectives = ['Добрый', 'Тёплый', 'Сытый', 'Весёлый', 'Домашний', 'Северный', 'Лесной', 'Солнечный', 'Морской', 'Вкусный', 'Зелёный', 'Золотой'] as const;
export const brandNouns = ['дом', 'кот', 'сад', 'край', 'ветер', 'берег', 'двор', 'остров', 'мир', 'час', 'город', 'улей'] as const;

/** Name variants when a made name is taken. */
export const nameVariants = ['Плюс', 'Про', 'Регион', 'Сервис', 'Трейд', 'Юг', 'Север', 'Центр'] as const;

/** Agencies' names end in these. */
export const agencyTails = ['медиа', 'диджитал', 'реклама', 'маркетинг'] as const;

/** Brand areas, the KKTU of what they advertise and the verticals (campaign lines) of their brands. */
export const brandAreas: ReadonlyArray<{ name: string; kktu: string; verticals: readonly string[] }> = [
  { name: 'Розничная торговля', kktu: '11.1.1', verticals: ['Продукты', 'Бытовая техника', 'Дом и сад', 'Онлайн-магазин'] },
  { name: 'FMCG', kktu: '1.1.1', verticals: ['Напитки', 'Снеки', 'Молочная продукция', 'Бытовая химия'] },
  { name: 'Автомобили', kktu: '4.1.1', verticals: ['Новые автомобили', 'Автокредит', 'Сервис и запчасти'] },
  { name: 'Финансы', kktu: '5.1.1', verticals: ['Кредитные карты', 'Вклады', 'Ипотека', 'Страхование'] },
  { name: 'Недвижимость', kktu: '6.1.1', verticals: ['Новостройки', 'Загородное жильё', 'Коммерческая недвижимость'] },
  { name: 'Фармацевтика', kktu: '7.1.1', verticals: ['Безрецептурные препараты', 'Витамины', 'Аптечная сеть'] },
  { name: 'Телеком', kktu: '8.1.1', verticals: ['Мобильная связь', 'Домашний интернет', 'ТВ'] },
  { name: 'Электроника', kktu: '3.1.1', verticals: ['Смартфоны', 'Ноутбуки', 'Умный дом'] },
  { name: 'Туризм', kktu: '9.1.1', verticals: ['Авиабилеты', 'Отели', 'Туры'] },
  { name: 'Образование', kktu: '10.1.1', verticals: ['Онлайн-курсы', 'Детское образование', 'Иностранные языки'] },
  { name: 'Одежда и обувь', kktu: '2.1.1', verticals: ['Женская одежда', 'Мужская одежда', 'Детская одежда', 'Обувь'] },
  { name: 'Доставка еды', kktu: '12.1.1', verticals: ['Рестораны', 'Продуктовая доставка', 'Готовая еда'] },
];

/** Cities: the phone code, the region's tax-office prefixes (first 4 digits of INN), its code in bank codes, a postcode start. */
export const cities: ReadonlyArray<{ name: string; phoneCode: string; taxOffices: readonly string[]; region: string; bankRegion: string; postcode: string; weight: number }> = [
  { name: 'Москва', phoneCode: '495', taxOffices: ['7701', '7703', '7705', '7707', '7710', '7714', '7718', '7720', '7722', '7727', '7730', '7743'], region: '77', bankRegion: '45', postcode: '12', weight: 10 },
  { name: 'Санкт-Петербург', phoneCode: '812', taxOffices: ['7801', '7802', '7804', '7805', '7810', '7813', '7814', '7825', '7838'], region: '78', bankRegion: '40', postcode: '19', weight: 4 },
  { name: 'Екатеринбург', phoneCode: '343', taxOffices: ['6658', '6659', '6661', '6670', '6671', '6685'], region: '66', bankRegion: '65', postcode: '62', weight: 1 },
  { name: 'Новосибирск', phoneCode: '383', taxOffices: ['5401', '5402', '5403', '5404', '5405', '5406'], region: '54', bankRegion: '50', postcode: '63', weight: 1 },
  { name: 'Казань', phoneCode: '843', taxOffices: ['1655', '1656', '1657', '1658', '1659', '1660'], region: '16', bankRegion: '92', postcode: '42', weight: 1 },
  { name: 'Нижний Новгород', phoneCode: '831', taxOffices: ['5257', '5258', '5259', '5260', '5261', '5262'], region: '52', bankRegion: '22', postcode: '60', weight: 1 },
  { name: 'Краснодар', phoneCode: '861', taxOffices: ['2308', '2309', '2310', '2311', '2312'], region: '23', bankRegion: '03', postcode: '35', weight: 1 },
  { name: 'Самара', phoneCode: '846', taxOffices: ['6311', '6312', '6313', '6315', '6316', '6317'], region: '63', bankRegion: '36', postcode: '44', weight: 1 },
];

export const streets = [
  'ул. Ленина', 'ул. Тверская', 'пр-т Мира', 'ул. Садовая', 'Ленинградский пр-т', 'ул. Пушкина', 'ул. Гагарина',
  'Невский пр-т', 'ул. Советская', 'ул. Строителей', 'наб. Реки Фонтанки', 'ул. Профсоюзная', 'ул. Кирова',
  'ул. Малышева', 'Красный пр-т', 'ул. Баумана', 'ул. Большая Покровская', 'ул. Красная', 'Московское ш.',
] as const;

/** Banks of the demo: invented names; their codes are made per city (tax-numbers.ts). */
export const banks = ['АО «Северный кредит»', 'ПАО «Банк Меридиан»', 'АО «Волжский расчётный банк»', 'ООО «Первый деловой банк»', 'АО «Банк Горизонт»'] as const;

/** People: first names with the patronymics made from them, and last names (male form). */
export const maleFirstNames = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил', 'Никита', 'Павел', 'Роман', 'Олег', 'Игорь', 'Денис'] as const;
export const femaleFirstNames = ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Татьяна', 'Ирина', 'Светлана', 'Юлия', 'Дарья', 'Ксения', 'Полина', 'Виктория', 'Алина', 'Марина'] as const;
export const patronymicBases = ['Александров', 'Дмитриев', 'Сергеев', 'Андреев', 'Алексеев', 'Михайлов', 'Павлов', 'Романов', 'Олегов', 'Игорев', 'Викторов', 'Владимиров', 'Николаев', 'Петров'] as const;
export const lastNames = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
  'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев',
  'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев',
] as const;

/** Ad formats sold (product formats) with the unit they are priced in and a price range per unit. */
export const adFormats: ReadonlyArray<{ name: string; type: 'IMPRESSIONS' | 'CLICKS' | 'VIEWS' | 'INSTALLS' | 'ITEMS'; price: readonly [number, number] }> = [
  { name: 'Баннер 240×400', type: 'IMPRESSIONS', price: [120, 350] },
  { name: 'Баннер 300×250', type: 'IMPRESSIONS', price: [110, 320] },
  { name: 'Баннер 728×90', type: 'IMPRESSIONS', price: [90, 250] },
  { name: 'Видео pre-roll', type: 'VIEWS', price: [2, 6] },
  { name: 'Видео в ленте', type: 'IMPRESSIONS', price: [250, 600] },
  { name: 'Нативный блок', type: 'CLICKS', price: [18, 60] },
  { name: 'Контекстная реклама', type: 'CLICKS', price: [25, 90] },
  { name: 'Установки приложения', type: 'INSTALLS', price: [60, 220] },
  { name: 'Брендирование', type: 'ITEMS', price: [150_000, 900_000] },
  { name: 'Спецпроект', type: 'ITEMS', price: [300_000, 2_500_000] },
];

export const campaignThemes = [
  'Весенняя кампания', 'Летний сезон', 'Осенняя распродажа', 'Новогодняя кампания', 'Запуск продукта', 'Имиджевая кампания',
  'Ретаргетинг', 'Охватная кампания', 'Лидогенерация', 'Чёрная пятница', 'Снова в школу', 'Открытие магазина',
  'Продвижение приложения', 'Спецпредложение', 'Узнаваемость бренда',
] as const;

export const placements = ['Главная страница', 'Новости', 'Спорт', 'Авто', 'Погода', 'Почта', 'Мобильное приложение', 'Видеосеть', 'Сеть партнёров'] as const;

/** KKTU: categories of advertised goods and services reported to the registry. */
export const kktuCodes: ReadonlyArray<readonly [string, string]> = [
  ['1.1.1', 'Продукты питания'],
  ['1.2.1', 'Напитки'],
  ['2.1.1', 'Одежда и обувь'],
  ['3.1.1', 'Бытовая техника и электроника'],
  ['4.1.1', 'Автомобили'],
  ['5.1.1', 'Банковские услуги'],
  ['5.2.1', 'Страхование'],
  ['6.1.1', 'Недвижимость'],
  ['7.1.1', 'Лекарственные препараты'],
  ['8.1.1', 'Услуги связи'],
  ['9.1.1', 'Туристические услуги'],
  ['10.1.1', 'Образовательные услуги'],
  ['11.1.1', 'Розничная торговля'],
  ['12.1.1', 'Доставка еды'],
];

/** Cyrillic to Latin for addresses made of names (emails, sites). */
const latin: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Lower-case Latin letters and digits only: «Техносервис» → "tekhnoservis". */
export function slugOf(text: string): string {
  return [...text.toLowerCase()].map((ch) => latin[ch] ?? (/[a-z0-9]/.test(ch) ? ch : '')).join('');
}
