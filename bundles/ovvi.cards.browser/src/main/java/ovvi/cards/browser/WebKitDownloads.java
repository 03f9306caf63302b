package ovvi.cards.browser;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.runtime.ILog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.internal.Callback;
import org.eclipse.swt.internal.Converter;
import org.eclipse.swt.internal.gtk.GTK;
import org.eclipse.swt.internal.gtk.OS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Widget;

import ovvi.cards.DownloadsFolder;

/**
 * A browser card's downloads go straight to this computer's download folder under a free name,
 * and the card says so. SWT's WebKitGTK binding instead opens a modal File Download dialog for every
 * download, and has no API to change that, so this reaches under it: it listens to WebKit's
 * {@code download-started} itself, blocks SWT's {@code decide-destination} handlers on that
 * download and decides the destination first (a handler that returns true ends the signal, so
 * SWT's handlers connected later never run either). Only downloads of a Browser that carries a
 * {@link Sink} are taken; where SWT's internals are not as expected, SWT's dialog stays and the
 * log says why.
 */
final class WebKitDownloads {

	/** What a card is told of its downloads, on the UI thread. */
	interface Sink {
		void started(Path file);

		void finished(Path file);

		void failed(String name, String reason);
	}

	/** The key of a Browser's {@link Sink} ({@link Browser#setData(String, Object)}). */
	static final String SINK = "ovvi.browser.downloads";

	private static final ILog LOG = ILog.of(WebKitDownloads.class);

	/** SWT's user data on its decide-destination handlers (WebKit.DECIDE_DESTINATION). */
	private static final long SWT_DECIDE_DESTINATION = 11;
	private static final int G_SIGNAL_MATCH_DATA = 1 << 4;

	private static boolean installed;
	/** Kept for the app's run: GTK calls them until the end. */
	private static Callback onStarted;
	private static Callback onDecideDestination;
	private static Callback onFailed;
	private static Callback onFinished;

	private static final Map<Long, Download> DOWNLOADS = new HashMap<>();

	private static final class Download {
		final Sink sink;
		Path file;
		String name = Messages.WebKitDownloads_unnamed;
		boolean over;

		Download(Sink sink) {
			this.sink = sink;
		}
	}

	private WebKitDownloads() {
	}

	/** Once, on the UI thread, after a Browser exists (which loads WebKitGTK). */
	static void install() {
		if (installed || GTK.GTK4) {
			// SWT's GTK 4 binding starts downloads from another object; Ovvi runs on GTK 3
			return;
		}
		installed = true;
		try {
			long context = (long) webKit("webkit_web_context_get_default").invoke(null);
			onStarted = new Callback(WebKitDownloads.class, "started", 3);
			onDecideDestination = new Callback(WebKitDownloads.class, "decideDestination", 3);
			onFailed = new Callback(WebKitDownloads.class, "failed", 3);
			onFinished = new Callback(WebKitDownloads.class, "finished", 2);
			OS.g_signal_connect(context, signal("download-started"), onStarted.getAddress(), 0);
		} catch (ReflectiveOperationException | LinkageError | RuntimeException changed) {
			LOG.warn("Downloads ask where to save them: SWT's WebKitGTK binding is not as Ovvi knows it", changed);
		}
	}

	static long started(long context, long download, long data) {
		Sink sink = sinkOf(download);
		if (sink != null) {
			OS.g_signal_handlers_block_matched(download, G_SIGNAL_MATCH_DATA, 0, 0, 0, 0, SWT_DECIDE_DESTINATION);
			OS.g_signal_connect(download, signal("decide-destination"), onDecideDestination.getAddress(), 0);
			OS.g_signal_connect(download, signal("failed"), onFailed.getAddress(), 0);
			OS.g_signal_connect(download, signal("finished"), onFinished.getAddress(), 0);
			DOWNLOADS.put(download, new Download(sink));
		}
		return 0;
	}

	static long decideDestination(long download, long suggestedName, long data) {
		Download taken = DOWNLOADS.get(download);
		if (taken == null) {
			return 0;
		}
		taken.name = fileName(Converter.cCharPtrToJavaString(suggestedName, false));
		Path folder = DownloadsFolder.ofThisUser();
		try {
			Files.createDirectories(folder);
			taken.file = DownloadsFolder.freeName(folder, taken.name);
			call("webkit_download_set_destination", download, Converter.javaStringToCString(taken.file.toUri().toString()));
			taken.sink.started(taken.file);
		} catch (IOException | ReflectiveOperationException | RuntimeException refused) {
			taken.over = true;
			taken.sink.failed(taken.name, NLS.bind(Messages.WebKitDownloads_folderRefused, folder, refused.getMessage()));
			try {
				call("webkit_download_cancel", download);
			} catch (ReflectiveOperationException cannot) {
				LOG.error("A download could not be cancelled", cannot);
			}
		}
		// decided: no later handler (SWT's dialog) runs
		return 1;
	}

	static long failed(long download, long error, long data) {
		Download taken = DOWNLOADS.get(download);
		if (taken != null && !taken.over) {
			taken.over = true;
			taken.sink.failed(taken.name, Converter.cCharPtrToJavaString(OS.g_error_get_message(error), false));
		}
		return 0;
	}

	/** After the last byte, and after {@link #failed} too. */
	static long finished(long download, long data) {
		Download taken = DOWNLOADS.remove(download);
		if (taken != null && !taken.over) {
			taken.sink.finished(taken.file);
		}
		return 0;
	}

	private static Sink sinkOf(long download) {
		try {
			long webView = (long) webKit("webkit_download_get_web_view", long.class).invoke(null, download);
			Widget widget = webView == 0 ? null : Display.getCurrent().findWidget(GTK.gtk_widget_get_parent(webView));
			return widget instanceof Browser browser && browser.getData(SINK) instanceof Sink sink ? sink : null;
		} catch (ReflectiveOperationException | RuntimeException unknown) {
			LOG.error("A download's browser could not be found", unknown);
			return null;
		}
	}

	/** The last segment of WebKit's suggestion, which comes from the server. */
	static String fileName(String suggested) {
		String name = suggested.substring(suggested.lastIndexOf('/') + 1).strip();
		return name.isEmpty() || name.equals(".") || name.equals("..") ? "download" : name;
	}

	private static void call(String function, long download, byte[] argument) throws ReflectiveOperationException {
		webKit(function, long.class, byte[].class).invoke(null, download, argument);
	}

	private static void call(String function, long download) throws ReflectiveOperationException {
		webKit(function, long.class).invoke(null, download);
	}

	/**
	 * A function of SWT's WebKitGTK binding. Its package is not exported, so it is reached through
	 * the class loader of SWT, whose fragment holds it.
	 */
	private static Method webKit(String function, Class<?>... parameters) throws ReflectiveOperationException {
		return Class.forName("org.eclipse.swt.internal.webkit.WebKitGTK", true, Browser.class.getClassLoader()).getMethod(function,
				parameters);
	}

	private static byte[] signal(String name) {
		return (name + "\0").getBytes(StandardCharsets.US_ASCII);
	}
}
