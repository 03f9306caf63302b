package ovvi.model.requests;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * What a path names on the pane's machine, asked of that machine with one run, so a path of a
 * machine reached over SSH is checked where it is, as its user sees it.
 */
final class PathOnMachine {

	/** What the path names. */
	enum Kind {
		FOLDER, FILE, PROGRAM, MISSING
	}

	/** A fixed script: the path is its argument, never inside it. {@code -x} as for {@code access(2)}, as the shell does. */
	private static final String SCRIPT = """
			if [ -d "$1" ]; then echo folder
			elif [ ! -e "$1" ]; then echo missing
			elif [ -f "$1" ] && [ -x "$1" ]; then echo program
			else echo file
			fi
			""";
	private static final Duration PATIENCE = Duration.ofSeconds(10);

	private PathOnMachine() {
	}

	static Kind of(Exec machine, Path path) throws ExecException, InterruptedException {
		Run run = machine.run(List.of("sh", "-c", SCRIPT, "sh", path.toString()));
		String said;
		try {
			run.end();
			said = run.readAllWithin(PATIENCE).strip();
		} catch (IOException | TimeoutException e) {
			throw new ExecException("could not check " + path + " on " + machine.target() + ": " + e.getMessage(), e);
		}
		return switch (said) {
		case "folder" -> Kind.FOLDER;
		case "file" -> Kind.FILE;
		case "program" -> Kind.PROGRAM;
		case "missing" -> Kind.MISSING;
		default -> throw new ExecException("could not check " + path + " on " + machine.target() + ": "
				+ String.join(" ", run.stderrTail()));
		};
	}
}
