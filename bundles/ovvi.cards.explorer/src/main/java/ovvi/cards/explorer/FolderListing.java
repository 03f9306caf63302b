package ovvi.cards.explorer;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.osgi.util.NLS;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * Lists a folder of the pane's machine with one {@code find} run, this computer and SSH hosts
 * alike: one process for the whole folder, whatever its size. Entries end with a NUL byte, the
 * one byte no file name holds, so names with newlines, tabs and quotes come through whole.
 */
public final class FolderListing {

	/** own type and type behind a link, size, modified (seconds since the epoch) and name, NUL-terminated. */
	static final String FORMAT = "%y%Y\\t%s\\t%T@\\t%f\\0";
	private static final Duration LIMIT = Duration.ofSeconds(30);

	private FolderListing() {
	}

	/**
	 * The folder's entries, in find's order.
	 *
	 * @param folder an absolute path on the machine
	 * @throws ExecException the folder cannot be listed (missing, unreadable, not a folder, the host
	 *         gone): the message says why in words the user can act on
	 */
	public static List<Entry> list(Exec machine, String folder) throws ExecException, InterruptedException {
		if (!folder.startsWith("/")) {
			// a relative path would be read from wherever the command happens to start
			throw new ExecException("Not an absolute folder: " + folder);
		}
		// the trailing '/' makes find refuse a file ("Not a directory") and follow a link to a folder
		CommandOutput output = CommandOutput.of(machine,
				List.of("find", Places.explorerPlace(folder), "-mindepth", "1", "-maxdepth", "1", "-printf", FORMAT), LIMIT);
		List<Entry> entries = parse(output.stdout());
		if (output.exit() != 0 && entries.isEmpty()) {
			throw new ExecException(explain(folder, output.reason(), machine.target()));
		}
		return entries;
	}

	/** find's reasons, said as the user would (its own wording stays in brackets). */
	static String explain(String folder, String reason, String machine) {
		String said;
		if (reason.contains("No such file or directory")) {
			said = Messages.FolderListing_missing;
		} else if (reason.contains("Permission denied")) {
			said = Messages.FolderListing_denied;
		} else if (reason.contains("Not a directory")) {
			said = Messages.FolderListing_notAFolder;
		} else {
			said = Messages.FolderListing_unlisted;
		}
		return NLS.bind(said, new Object[] { folder, machine, reason });
	}

	static List<Entry> parse(String output) {
		List<Entry> entries = new ArrayList<>();
		int start = 0;
		int end;
		while ((end = output.indexOf('\0', start)) >= 0) {
			Entry entry = entry(output.substring(start, end));
			if (entry != null) {
				entries.add(entry);
			}
			start = end + 1;
		}
		return entries;
	}

	/** One record, or null when it is not find's (never the case with a GNU find). */
	private static Entry entry(String record) {
		int typeEnd = record.indexOf('\t');
		int sizeEnd = record.indexOf('\t', typeEnd + 1);
		int timeEnd = record.indexOf('\t', sizeEnd + 1);
		if (typeEnd != 2 || sizeEnd < 0 || timeEnd < 0) {
			return null;
		}
		try {
			long size = Long.parseLong(record.substring(typeEnd + 1, sizeEnd));
			BigDecimal seconds = new BigDecimal(record.substring(sizeEnd + 1, timeEnd));
			Instant modified = Instant.ofEpochSecond(seconds.longValue(),
					seconds.remainder(BigDecimal.ONE).movePointRight(9).intValue());
			return new Entry(record.substring(timeEnd + 1), Entry.Kind.of(record.charAt(1)), record.charAt(0) == 'l', size, modified);
		} catch (NumberFormatException | ArithmeticException notFinds) {
			return null;
		}
	}
}
