package ovvi.cards.explorer;

import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

import org.eclipse.osgi.util.NLS;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * Reads a file of the pane's machine for a card: text for the text card, bytes for the image card.
 * A file too large for a card is refused with its size before any of it is read.
 */
public final class FileContent {

	/** Text cards show files up to this size; larger ones are refused with their size. */
	public static final long TEXT_LIMIT = 5L * 1024 * 1024;
	/** Image cards show pictures up to this size. */
	public static final long IMAGE_LIMIT = 50L * 1024 * 1024;
	/** A NUL byte within this many characters makes a file binary, as git and grep decide. */
	private static final int BINARY_PROBE = 8000;
	private static final Duration LIMIT = Duration.ofSeconds(60);

	private FileContent() {
	}

	/**
	 * The file's text.
	 *
	 * @throws ExecException a missing or unreadable file, a binary or too large one, or a host gone:
	 *         the message says which
	 */
	public static String text(Exec machine, String file) throws ExecException, InterruptedException {
		return editable(machine, file).text();
	}

	/**
	 * The file's text with its stamp as it was before the read, for a save to compare with. A
	 * file that is not UTF-8 is said so: its text is shown, but saving it would change its bytes.
	 */
	public static FileText editable(Exec machine, String file) throws ExecException, InterruptedException {
		String stamp = checkSize(machine, file, TEXT_LIMIT, Messages.FileContent_tooLargeText);
		CommandOutput output = CommandOutput.of(machine, List.of("cat", "--", file), LIMIT);
		if (output.exit() != 0) {
			throw new ExecException(explain(file, output.reason(), machine.target()));
		}
		String text = output.stdout();
		if (text.substring(0, Math.min(text.length(), BINARY_PROBE)).indexOf('\0') >= 0) {
			throw new ExecException(NLS.bind(Messages.FileContent_binary, file));
		}
		return new FileText(text, stamp, text.indexOf('\uFFFD') < 0);
	}

	/** The file's bytes, sent as base64 so the stream stays text over SSH. */
	public static byte[] bytes(Exec machine, String file) throws ExecException, InterruptedException {
		checkSize(machine, file, IMAGE_LIMIT, Messages.FileContent_tooLargePicture);
		CommandOutput output = CommandOutput.of(machine, List.of("base64", "--", file), LIMIT);
		if (output.exit() != 0) {
			throw new ExecException(explain(file, output.reason(), machine.target()));
		}
		try {
			return Base64.getMimeDecoder().decode(output.stdout());
		} catch (IllegalArgumentException garbled) {
			throw new ExecException(NLS.bind(Messages.FileContent_garbled, file, machine.target()), garbled);
		}
	}

	/**
	 * One find asks for the size and the kind behind any link, so a folder or a device is never
	 * read; it returns the file's stamp ({@link FileSave#STAMP}).
	 *
	 * @param tooLarge what a larger file is said with: {0} the file, {1} its size, {2} the limit
	 */
	private static String checkSize(Exec machine, String file, long limit, String tooLarge) throws ExecException, InterruptedException {
		if (!file.startsWith("/")) {
			throw new ExecException("Not an absolute path: " + file);
		}
		CommandOutput output = CommandOutput.of(machine, List.of("find", "-L", file, "-maxdepth", "0", "-printf", "%y " + FileSave.STAMP), LIMIT);
		if (output.exit() != 0 || output.stdout().isBlank()) {
			throw new ExecException(explain(file, output.reason(), machine.target()));
		}
		String[] typeAndSize = output.stdout().strip().split(" ");
		if (!"f".equals(typeAndSize[0])) {
			throw new ExecException(NLS.bind(typeAndSize[0].equals("d") ? Messages.FileContent_folder : Messages.FileContent_notRegular, file));
		}
		long size = Long.parseLong(typeAndSize[1]);
		if (size > limit) {
			throw new ExecException(NLS.bind(tooLarge, new Object[] { file, human(size), human(limit) }));
		}
		return output.stdout().strip().substring(2);
	}

	static String explain(String file, String reason, String machine) {
		String said;
		if (reason.contains("No such file or directory")) {
			said = Messages.FileContent_missing;
		} else if (reason.contains("Permission denied")) {
			said = Messages.FileContent_denied;
		} else {
			said = Messages.FileContent_unreadable;
		}
		return NLS.bind(said, new Object[] { file, machine, reason });
	}

	/** 1.2 MB, 200 MB, 512 bytes. */
	public static String human(long bytes) {
		if (bytes < 1024) {
			return NLS.bind(Messages.FileContent_bytes, bytes);
		}
		String[] units = { "KB", "MB", "GB", "TB" };
		double value = bytes;
		int unit = -1;
		do {
			value /= 1024;
			unit++;
		} while (value >= 1024 && unit < units.length - 1);
		return String.format(Locale.ROOT, value < 10 ? "%.1f %s" : "%.0f %s", value, units[unit]);
	}
}
