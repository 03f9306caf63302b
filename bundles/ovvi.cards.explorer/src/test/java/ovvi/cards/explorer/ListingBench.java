package ovvi.cards.explorer;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/**
 * Prints how long listing a folder of 20 000 entries takes, on this computer and over loopback SSH
 * (the targets: 300 ms and 1 s). Figures only, no assert: run with
 * {@code -Pbench -Dtest=ListingBench}.
 */
class ListingBench {

	private static final int ENTRIES = 20_000;
	private static final int ROUNDS = 5;

	@RegisterExtension
	static final Sshd SSHD = new Sshd(false);

	@TempDir
	Path temp;

	@Test
	void listing20000Entries() throws Exception {
		Path local = temp.resolve("many");
		Folders.manyEntries(local, ENTRIES);
		time("this computer", Machines.local(temp), local.toString());

		Path remote = SSHD.remoteHome().resolve("many");
		Folders.manyEntries(remote, ENTRIES);
		try (SshConnection connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE)) {
			time("loopback SSH", new RemoteExec(connection), remote.toString());
		}
	}

	private static void time(String where, Exec machine, String folder) throws Exception {
		FolderListing.list(machine, folder); // warm: the first run starts the connection and JIT
		long best = Long.MAX_VALUE;
		long total = 0;
		for (int i = 0; i < ROUNDS; i++) {
			long start = System.nanoTime();
			int count = FolderListing.list(machine, folder).size();
			long took = System.nanoTime() - start;
			if (count != ENTRIES) {
				throw new IllegalStateException("listed " + count + " of " + ENTRIES);
			}
			best = Math.min(best, took);
			total += took;
		}
		System.out.printf("BENCH listing %d entries on %s: best %.1f ms, mean %.1f ms%n", ENTRIES, where, best / 1e6,
				total / 1e6 / ROUNDS);
	}
}
