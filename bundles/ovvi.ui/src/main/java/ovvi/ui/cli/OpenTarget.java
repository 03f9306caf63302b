package ovvi.ui.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

import ovvi.herdr.api.SessionNames;
import ovvi.herdr.ssh.SshTarget;

/**
 * What {@code ovvi [SESSION | [user@]host[:port][/SESSION] | FOLDER]} asks Ovvi to open. A word is
 * a session of this computer (write {@code ./NAME} for a folder of that name); a path that starts
 * with {@code /}, {@code .} or {@code ~}, or a relative path with a slash that names a folder here,
 * is a folder; anything else with {@code @}, {@code :} or {@code /} is an SSH host with an optional
 * session. Checked before anything starts, so a bad argument says so on one line.
 */
public sealed interface OpenTarget {

	/** An argument that names nothing Ovvi can open; the message says why, for one line on stderr. */
	final class Invalid extends Exception {
		private static final long serialVersionUID = 1L;

		Invalid(String message) {
			super(message);
		}
	}

	/** No argument: the running window comes forward. */
	record Window() implements OpenTarget {
	}

	/** A herdr session of this computer, started when it does not run. */
	record Session(String name) implements OpenTarget {
	}

	/** A herdr session on an SSH host. */
	record Remote(String host, String session) implements OpenTarget {
	}

	/** A folder of this computer: a new space there. */
	record Folder(Path path) implements OpenTarget {
	}

	/**
	 * @param argument as the shell passed it
	 * @param workingFolder where relative folders start
	 * @param home the user's home, for {@code ~}
	 */
	static OpenTarget parse(String argument, Path workingFolder, Path home) throws Invalid {
		if (argument.isEmpty()) {
			throw new Invalid("an empty argument names no session, host or folder");
		}
		if (argument.startsWith("/") || argument.startsWith(".") || argument.startsWith("~")) {
			return folder(argument, workingFolder, home);
		}
		int slash = argument.indexOf('/');
		String first = slash < 0 ? argument : argument.substring(0, slash);
		boolean host = first.contains("@") || first.contains(":") || first.startsWith("[");
		if (!host && slash >= 0 && isFolder(workingFolder, argument)) {
			return folder(argument, workingFolder, home);
		}
		if (host || slash >= 0) {
			return remote(first, slash < 0 ? SessionNames.DEFAULT : argument.substring(slash + 1));
		}
		return new Session(sessionName(argument));
	}

	private static Folder folder(String argument, Path workingFolder, Path home) throws Invalid {
		Path path;
		try {
			if (argument.equals("~") || argument.startsWith("~/")) {
				path = home.resolve(argument.equals("~") ? "" : argument.substring(2));
			} else if (argument.startsWith("~")) {
				throw new Invalid(quoted(argument) + ": another user's home (~user) is not followed; give the folder's path");
			} else {
				path = workingFolder.resolve(argument);
			}
		} catch (InvalidPathException bad) {
			throw new Invalid(quoted(argument) + " is not a path: " + bad.getReason());
		}
		Path absolute = path.toAbsolutePath().normalize();
		if (!Files.exists(absolute)) {
			throw new Invalid("no folder " + quoted(absolute.toString()));
		}
		if (!Files.isDirectory(absolute)) {
			throw new Invalid(quoted(absolute.toString()) + " is a file, not a folder");
		}
		return new Folder(absolute);
	}

	private static boolean isFolder(Path workingFolder, String argument) {
		try {
			return Files.isDirectory(workingFolder.resolve(argument));
		} catch (InvalidPathException notAPath) {
			return false;
		}
	}

	private static Remote remote(String host, String session) throws Invalid {
		try {
			SshTarget.parse(host);
		} catch (SshTarget.Invalid bad) {
			throw new Invalid(bad.getMessage().replace("\n", "\\n"));
		}
		return new Remote(host, sessionName(session));
	}

	private static String sessionName(String name) throws Invalid {
		String problem = SessionNames.problem(name);
		if (problem != null) {
			throw new Invalid(quoted(name) + " is no herdr session: " + problem);
		}
		return name;
	}

	/** The text as one line, in quotes where it has a space or a control character. */
	private static String quoted(String text) {
		StringBuilder shown = new StringBuilder();
		text.codePoints().forEach(c -> shown.append(Character.isISOControl(c) ? String.format("\\x%02x", c) : Character.toString(c)));
		boolean plain = text.chars().noneMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c) || c == '"');
		return plain ? shown.toString() : '"' + shown.toString() + '"';
	}

	/** The target as the running Ovvi receives it (see {@link #of}). */
	default List<String> fields() {
		return switch (this) {
		case Window window -> List.of("window");
		case Session session -> List.of("session", session.name());
		case Remote remote -> List.of("remote", remote.host(), remote.session());
		case Folder folder -> List.of("folder", folder.path().toString());
		};
	}

	/** A target the command handed over, its fields as {@link #fields} wrote them. */
	static OpenTarget of(List<String> fields) throws Invalid {
		String kind = fields.isEmpty() ? "" : fields.get(0);
		int expected = switch (kind) {
		case "window" -> 1;
		case "session", "folder" -> 2;
		case "remote" -> 3;
		default -> throw new Invalid("unknown request " + quoted(fields.toString()));
		};
		if (fields.size() != expected) {
			throw new Invalid("a request of " + fields.size() + " fields: " + quoted(fields.toString()));
		}
		return switch (kind) {
		case "window" -> new Window();
		case "session" -> new Session(sessionName(fields.get(1)));
		case "remote" -> remote(fields.get(1), fields.get(2));
		default -> new Folder(Path.of(fields.get(1)));
		};
	}
}
