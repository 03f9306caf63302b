package ovvi.cards.explorer;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.osgi.util.NLS;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * New File, New Folder, Rename and Delete in a folder of the pane's machine, this computer and SSH
 * hosts alike. Each is one {@code sh} with a fixed script; paths are its arguments, never parts of
 * it. Nothing is overwritten: a name that is taken is refused before anything is touched, and
 * refused again if it was taken in the meantime.
 */
public final class FileOperations {

	/** The scripts' exit status for "the new name is taken". */
	private static final int TAKEN = 3;
	/** The scripts' exit status for "the entry is gone". */
	private static final int GONE = 4;

	/** noclobber makes '>' create the file with O_EXCL: a file made in the meantime is not emptied. */
	private static final String NEW_FILE = """
			{ [ -e "$1" ] || [ -L "$1" ]; } && exit 3
			set -C
			: > "$1"
			""";
	private static final String NEW_FOLDER = """
			{ [ -e "$1" ] || [ -L "$1" ]; } && exit 3
			mkdir -- "$1"
			""";
	/**
	 * -T keeps mv from moving the entry into a folder of the new name; -n keeps it from replacing
	 * an entry made in the meantime, in which case the old one is still there and that is said.
	 */
	private static final String RENAME = """
			{ [ -e "$1" ] || [ -L "$1" ]; } || exit 4
			{ [ -e "$2" ] || [ -L "$2" ]; } && exit 3
			mv -n -T -- "$1" "$2" || exit 1
			{ [ -e "$1" ] || [ -L "$1" ]; } && exit 3
			exit 0
			""";
	private static final String DELETE = """
			{ [ -e "$1" ] || [ -L "$1" ]; } || exit 4
			rm -r -f -- "$1"
			""";
	private static final Duration LIMIT = Duration.ofSeconds(60);

	private FileOperations() {
	}

	/** Makes an empty file in the folder. */
	public static void newFile(Exec machine, String folder, String name) throws ExecException, InterruptedException {
		String path = pathOf(folder, name);
		run(machine, NEW_FILE, NLS.bind(Messages.FileOperations_newFileFailed, shown(path), machine.target()), path);
	}

	public static void newFolder(Exec machine, String folder, String name) throws ExecException, InterruptedException {
		String path = pathOf(folder, name);
		run(machine, NEW_FOLDER, NLS.bind(Messages.FileOperations_newFolderFailed, shown(path), machine.target()), path);
	}

	/** Gives an entry of the folder a new name in the same folder. */
	public static void rename(Exec machine, String folder, String name, String newName) throws ExecException, InterruptedException {
		String from = pathOf(folder, name);
		String to = pathOf(folder, newName);
		if (from.equals(to)) {
			return;
		}
		run(machine, RENAME, NLS.bind(Messages.FileOperations_renameFailed, new Object[] { shown(from), shown(newName), machine.target() }), from, to);
	}

	/** Deletes an entry of the folder, a folder with everything in it; a link goes, not what it names. */
	public static void delete(Exec machine, String folder, String name) throws ExecException, InterruptedException {
		String path = pathOf(folder, name);
		run(machine, DELETE, NLS.bind(Messages.FileOperations_deleteFailed, shown(path), machine.target()), path);
	}

	/** The entry's path, once its name is one the folder can hold. */
	private static String pathOf(String folder, String name) throws ExecException {
		if (!folder.startsWith("/")) {
			throw new ExecException("Not an absolute folder: " + folder);
		}
		return Places.child(folder, checked(name));
	}

	/**
	 * A name as the user typed it, spaces, quotes and line breaks kept; only what no file name can
	 * be, or what names another place, is refused.
	 */
	static String checked(String name) throws ExecException {
		if (name.isEmpty()) {
			throw new ExecException(Messages.FileOperations_emptyName);
		}
		if (name.equals(".") || name.equals("..")) {
			throw new ExecException(NLS.bind(Messages.FileOperations_dotName, name));
		}
		if (name.indexOf('/') >= 0) {
			throw new ExecException(NLS.bind(Messages.FileOperations_slash, name.replace("\n", "⏎")));
		}
		if (name.indexOf('\0') >= 0) {
			throw new ExecException(Messages.FileOperations_nul);
		}
		return name;
	}

	private static void run(Exec machine, String script, String failure, String... paths) throws ExecException, InterruptedException {
		List<String> argv = new ArrayList<>(List.of("sh", "-c", script, "sh"));
		argv.addAll(List.of(paths));
		CommandOutput output = CommandOutput.of(machine, argv, LIMIT);
		switch (output.exit()) {
		case 0 -> {
		}
		case TAKEN -> throw new ExecException(NLS.bind(Messages.FileOperations_taken, failure, shown(paths[paths.length - 1])));
		case GONE -> throw new ExecException(NLS.bind(Messages.FileOperations_gone, failure, shown(paths[0])));
		default -> throw new ExecException(NLS.bind(Messages.FileOperations_failed, failure, output.reason()));
		}
	}

	private static String shown(String path) {
		return path.replace("\n", "⏎");
	}
}
