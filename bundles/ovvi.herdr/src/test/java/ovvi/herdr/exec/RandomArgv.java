package ovvi.herdr.exec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random argv for the envelope's property tests: what shells treat specially (quotes, newlines,
 * $(…), backticks, globs, assignments, comments, reserved words), unicode, empty and big elements.
 */
final class RandomArgv {

	private static final String[] NASTY = { "'", "\"", "\n", "$(id)", "`id`", "*", "?", "[a]", "~", "$HOME", "\\", "\t",
			" ", "%s", "-n", "--", "!", ";", "|", "&", "{}", "é", "日本", "😀", "\u202e", "\r", "#", "'\\''", "$1", "%",
			"x=1", "if", "(", ")", "&&", "<", ">", "#!", "${x:-y}", "\u0001", "\u001b[31m", "\\n", "\"'\"" };
	/** sh finds these before any file, quoted or not. */
	private static final Set<String> BUILTINS = Set.of(".", ":", "[", "alias", "bg", "break", "cd", "chdir", "command", "continue",
			"echo", "eval", "exec", "exit", "export", "false", "fc", "fg", "getopts", "hash", "jobs", "kill", "local", "printf",
			"pwd", "read", "readonly", "return", "set", "shift", "test", "times", "trap", "true", "type", "ulimit", "umask",
			"unalias", "unset", "wait");
	private static final List<Path> SYSTEM_PATH = List.of(Path.of("/usr/local/bin"), Path.of("/usr/bin"), Path.of("/bin"));

	private final Random random;

	RandomArgv(Random random) {
		this.random = random;
	}

	/** The arguments after a command: none to a few, now and then many. */
	List<String> arguments() {
		int count = random.nextInt(10) == 0 ? random.nextInt(60) : random.nextInt(6);
		List<String> arguments = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			arguments.add(element());
		}
		return arguments;
	}

	/** One element: mostly a few parts, sometimes none (empty), now and then some KB. */
	String element() {
		int parts = switch (random.nextInt(200)) {
		case 0 -> 1000 + random.nextInt(4000);
		case 1, 2, 3, 4 -> 50 + random.nextInt(300);
		default -> random.nextInt(7);
		};
		return text(parts);
	}

	/** Text of that many random parts: a special token, any unicode code point, or a letter. */
	String text(int parts) {
		StringBuilder text = new StringBuilder();
		for (int p = 0; p < parts; p++) {
			switch (random.nextInt(3)) {
			case 0 -> text.append(NASTY[random.nextInt(NASTY.length)]);
			case 1 -> text.appendCodePoint(codePoint());
			default -> text.append((char) ('a' + random.nextInt(26)));
			}
		}
		return text.toString();
	}

	/**
	 * A command name as random as a file name can be (no '/', 1 to 200 bytes, not . or ..) that
	 * no builtin or system program has, so that sh runs the file of that name.
	 */
	String commandName() {
		while (true) {
			String name = text(1 + random.nextInt(6)).replace("/", "");
			int bytes = name.getBytes(StandardCharsets.UTF_8).length;
			if (bytes > 0 && bytes <= 200 && !name.equals(".") && !name.equals("..") && !taken(name)) {
				return name;
			}
		}
	}

	/** A non-ASCII name cannot be a builtin's or a Debian program's; an ASCII one is looked up. */
	private static boolean taken(String name) {
		if (BUILTINS.contains(name)) {
			return true;
		}
		boolean ascii = name.chars().allMatch(c -> c < 128);
		return ascii && SYSTEM_PATH.stream().anyMatch(folder -> Files.exists(folder.resolve(name)));
	}

	private int codePoint() {
		while (true) {
			int codePoint = 1 + random.nextInt(0x1FFFF);
			if (Character.isDefined(codePoint) && (codePoint < 0xD800 || codePoint > 0xDFFF)) {
				return codePoint;
			}
		}
	}
}
