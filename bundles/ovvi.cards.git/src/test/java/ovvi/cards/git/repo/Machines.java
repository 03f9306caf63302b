package ovvi.cards.git.repo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import ovvi.git.GitProgram;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.TempHome;

/** This computer as the app sees it: the login shell's environment, with a throwaway HOME. */
final class Machines {

	private Machines() {
	}

	static GitProgram local(Path temp) throws Exception {
		return local(temp, "");
	}

	/** This computer, its bash login running {@code profile} first (to change the PATH). */
	static GitProgram local(Path temp, String profile) throws Exception {
		Path home = Files.createDirectories(temp.resolve("home"));
		Files.writeString(home.resolve(".bash_profile"), profile);
		Map<String, String> env = TempHome.environment(home, "/bin/bash");
		return new GitProgram(LocalExec.start(env));
	}
}
