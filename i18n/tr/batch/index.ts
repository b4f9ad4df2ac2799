import type { NamespaceBatchTranslation } from '../../i18n-types'

const tr_batch = {
	listing: 'Liste okunuyor…',
	untitled: 'Bu liste',
	pastedTitle: 'Yapıştırılan {count} video',
	heading: '{title}',
	count: '{total} video',
	capped: 'Bu liste daha uzun: toplu işlem yalnızca ilk {max} videoyu alır.',
	listCut: 'YouTube liste okunurken yanıt vermeyi bıraktı, bu yüzden yalnızca ilk {count} video alındı.',
	couldNotStart: 'Toplu işlem başlatılamadı.',
	stoppedEarly: 'Toplu işlem bitmeden durdu.',
	zipReadme:
		'{title}: {total} video, kaynak: {link}\r\n\r\nindex.csv her videoyu durumuyla birlikte listeler. errors.txt varsa neyin neden başarısız olduğunu gösterir.\r\n',
	progress: '{total} videodan {done} tanesi hazır',
	failedCount: '{failed} başarısız',
	finished: 'Tamamlandı: {total} videodan {done} tanesi hazır, {failed} başarısız.',
	stopped: '{total} videonun {done} tanesi alındıktan sonra durduruldu. Hazır olanları yine de indirebilirsiniz.',
	stop: 'Durdur',
	download: 'ZIP olarak indir ({count} dosya)',
	preparing: 'ZIP hazırlanıyor…',
	formatLabel: 'Dosya biçimi',
	formats: {
		txt: 'Metin (.txt)',
		txtTimestamps: 'Zaman damgalı metin (.txt)',
		srt: 'SubRip altyazı (.srt)',
		vtt: 'WebVTT altyazı (.vtt)',
		json: 'JSON (.json)',
		md: 'Zaman bağlantılı Markdown (.md)',
	},
	states: {
		waiting: 'Bekliyor',
		done: 'Hazır',
		failed: 'Başarısız',
	},
	videosLabel: 'Listedeki videolar',
	noScript: {
		intro: 'Listedeki videolar bunlar. Hepsini tek bir ZIP dosyasında indirin ya da her birini ayrı ayrı alın.',
		zip: 'Tümünü ZIP olarak indir',
		open: 'Bunu al',
		downloadOne: 'İndir',
	},
} satisfies NamespaceBatchTranslation

export default tr_batch
