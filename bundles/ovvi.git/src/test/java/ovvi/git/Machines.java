package ovvi.git;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import ovvi.herdr.exec.LocalExec;
import ovvi.testing.TempHome;

/** This computer as the app sees it: the login shell's environment, with a throwaway HOME. */
final class Machines {

	/** Fast enough for tests: a check every 100 ms, no periodic read in sight, a quick retry. */
	static final GitTimings FAST = new GitTimings(Duration.ofMillis(100), Duration.ofMinutes(10),
			Duration.ofMillis(300), Duration.ofSeconds(5));

	private Machines() {
	}

	static CountingExec local(Path temp) throws Exception {
		return local(temp, "");
	}

	/** This computer, its bash login running {@code profile} first (to put tools on the PATH). */
	static CountingExec local(Path temp, String profile) throws Exception {
		Path home = Files.createDirectories(temp.resolve("home"));
		Files.writeString(home.resolve(".bash_profile"), profile);
		Map<String, String> env = TempHome.environment(home, "/bin/bash");
		return new CountingExec(LocalExec.start(env));
	}
}
