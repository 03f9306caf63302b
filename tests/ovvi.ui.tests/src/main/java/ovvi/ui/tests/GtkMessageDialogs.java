package ovvi.ui.tests;

import java.nio.charset.StandardCharsets;

import org.eclipse.swt.internal.Converter;
import org.eclipse.swt.internal.gtk.GTK;
import org.eclipse.swt.internal.gtk.OS;

/**
 * SWT's MessageBox on GTK: a native GtkMessageDialog that no SWT Shell stands for and whose
 * gtk_dialog_run holds the UI thread, so a test reads and answers it from a timer inside that run.
 */
final class GtkMessageDialogs {

	static final int RESPONSE_NO = -9;

	private GtkMessageDialogs() {
	}

	/** The shown message dialog, or 0. */
	static long shown() {
		long toplevels = GTK.gtk_window_list_toplevels();
		try {
			for (long item = toplevels; item != 0; item = OS.g_list_next(item)) {
				long window = OS.g_list_data(item);
				if (GTK.gtk_widget_get_visible(window)
						&& "GtkMessageDialog".equals(Converter.cCharPtrToJavaString(OS.G_OBJECT_TYPE_NAME(window), false))) {
					return window;
				}
			}
			return 0;
		} finally {
			OS.g_list_free(toplevels);
		}
	}

	/** The dialog's text: its primary line, then the secondary text SWT puts the message in. */
	static String text(long dialog) {
		return property(dialog, "text") + "\n" + property(dialog, "secondary-text");
	}

	private static String property(long dialog, String name) {
		long[] text = new long[1];
		OS.g_object_get(dialog, bytes(name), text, 0);
		return text[0] == 0 ? "" : Converter.cCharPtrToJavaString(text[0], true);
	}

	/** Answers it as its button would (GTK's response ids, such as {@link #RESPONSE_NO}). */
	static void respond(long dialog, int response) {
		OS.g_signal_emit_by_name(dialog, bytes("response"), response);
	}

	private static byte[] bytes(String name) {
		return (name + "\0").getBytes(StandardCharsets.US_ASCII);
	}
}
