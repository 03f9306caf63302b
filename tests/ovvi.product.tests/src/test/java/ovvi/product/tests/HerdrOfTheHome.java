package ovvi.product.tests;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * herdr for This computer in a test's home: the simulator the product carries, where herdr's
 * installer puts herdr. Its sessions run in that home and are stopped there.
 */
record HerdrOfTheHome(Path home, Path herdr) {

	static HerdrOfTheHome in(Path home) throws IOException {
		Path herdr = Files.createDirectories(home.resolve(".local/bin")).resolve("herdr");
		Files.createSymbolicLink(herdr, Repository.product().resolve("sim/bin/herdr"));
		return new HerdrOfTheHome(home, herdr);
	}

	/** The socket of a session while it runs. */
	Path socket(String session) {
		return home.resolve(".config/herdr/sessions/" + session + "/herdr.sock");
	}

	/**
	 * Whether a window of Ovvi has the session open: Ovvi marks each space of a session it has open
	 * with herdr's metadata token ovvi-open, as herdr's snapshot shows.
	 */
	boolean openInOvvi(String session) throws IOException, InterruptedException {
		Process snapshot = command("--session", session, "api", "snapshot").start();
		snapshot.getOutputStream().close();
		String json = new String(snapshot.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		return snapshot.waitFor() == 0 && json.contains("\"ovvi-open\":\"1\"");
	}

	/**
	 * Stops a session in the test's home, where it runs: with the test's own HOME it would stop
	 * nothing, and the server would outlive the test run.
	 */
	void stop(String session) throws IOException, InterruptedException {
		Process stop = command("session", "stop", session).redirectErrorStream(true).start();
		stop.getOutputStream().close();
		stop.getInputStream().transferTo(OutputStream.nullOutputStream());
		if (!stop.waitFor(60, TimeUnit.SECONDS)) {
			throw new AssertionError("herdr session stop " + session + " did not end within 60 s");
		}
	}

	/** herdr run in the test's home, where its sessions are. */
	private ProcessBuilder command(String... arguments) {
		List<String> command = new ArrayList<>(List.of(herdr.toString()));
		command.addAll(List.of(arguments));
		ProcessBuilder builder = new ProcessBuilder(command);
		builder.environment().keySet().removeIf(name -> name.startsWith("XDG_"));
		builder.environment().put("HOME", home.toString());
		return builder;
	}
}
