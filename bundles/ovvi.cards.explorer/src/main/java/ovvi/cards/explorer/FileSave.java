package ovvi.cards.explorer;

import java.time.Duration;
import java.util.List;

import org.eclipse.osgi.util.NLS;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * Saves a text card's file on the pane's machine, atomically: one {@code sh} writes its stdin to
 * a temporary file in the file's own folder and renames it over the file, so a reader sees the
 * old content or the new, never half of it. Before it writes, it compares the file's stamp with
 * the one the card read: a file changed since is not overwritten unless the user says so.
 */
public final class FileSave {

	/** find's size and modified time, to the nanosecond where the file system keeps them. */
	static final String STAMP = "%s %T@";

	/** The scripts' exit status when the file is found changed, and when it is found gone ({@link ChangedOnDisk}). */
	private static final int CHANGED = 5;
	private static final int GONE = 4;

	/**
	 * $1 the file, $2 its folder, $3 the stamp read (empty: write whatever is there), $4 find's
	 * format. The temporary file takes the original's mode; the new stamp is printed.
	 */
	private static final String SCRIPT = """
			if [ -n "$3" ]; then
			  now=$(find -L "$1" -maxdepth 0 -printf "$4" 2>/dev/null) || exit 4
			  [ -n "$now" ] || exit 4
			  [ "$now" = "$3" ] || exit 5
			fi
			tmp=$(mktemp "$2/.ovvi-save.XXXXXX") || exit 1
			if cat > "$tmp" && { chmod --reference="$1" "$tmp" 2>/dev/null || :; } && mv -f -- "$tmp" "$1"; then
			  find -L "$1" -maxdepth 0 -printf "$4"
			else
			  rm -f -- "$tmp"
			  exit 1
			fi
			""";
	private static final Duration LIMIT = Duration.ofSeconds(60);

	/** The file changed on the machine, or was deleted, since the card read it; nothing was written. */
	public static final class ChangedOnDisk extends ExecException {
		private static final long serialVersionUID = 1L;

		ChangedOnDisk(String message) {
			super(message);
		}
	}

	private FileSave() {
	}

	/**
	 * Writes the text over the file.
	 *
	 * @param stamp the stamp the text was read with; null writes whatever is on the machine now
	 * @return the file's new stamp, for the next save
	 * @throws ChangedOnDisk the file is not as it was read; nothing was written
	 * @throws ExecException the folder or the file may not be written, or the machine is gone: the
	 *         file is as it was, and the message says why
	 */
	public static String save(Exec machine, String file, String text, String stamp) throws ExecException, InterruptedException {
		if (!file.startsWith("/")) {
			throw new ExecException("Not an absolute path: " + file);
		}
		CommandOutput output = CommandOutput.of(machine,
				List.of("sh", "-c", SCRIPT, "sh", file, Places.parent(file), stamp == null ? "" : stamp, STAMP), text, LIMIT);
		String shown = file.replace("\n", "⏎");
		return switch (output.exit()) {
		case 0 -> output.stdout().strip();
		case CHANGED -> throw new ChangedOnDisk(NLS.bind(Messages.FileSave_changed, shown, machine.target()));
		case GONE -> throw new ChangedOnDisk(NLS.bind(Messages.FileSave_deleted, shown, machine.target()));
		default -> throw new ExecException(NLS.bind(Messages.FileSave_failed, new Object[] { shown, machine.target(), output.reason() }));
		};
	}
}
