package ovvi.cards.explorer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.TempHome;

/** This computer as the app sees it: the login shell's environment, with a throwaway HOME. */
final class Machines {

	private Machines() {
	}

	static Exec local(Path temp) throws Exception {
		Path home = Files.createDirectories(temp.resolve("home"));
		Map<String, String> env = TempHome.environment(home, "/bin/bash");
		return LocalExec.start(env);
	}

	/** Whether this process may read everything (root): an unreadable folder cannot be made then. */
	static boolean readsEverything() {
		return "root".equals(System.getProperty("user.name"));
	}
}
