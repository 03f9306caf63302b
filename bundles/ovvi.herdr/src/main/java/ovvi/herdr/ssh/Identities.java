package ovvi.herdr.ssh;

import java.util.Arrays;
import java.util.Vector;

import com.jcraft.jsch.Identity;
import com.jcraft.jsch.IdentityRepository;

/**
 * The agent's keys, then the key files. JSch's own mix would load a key file into the user's
 * agent, which Ovvi must not do. Under IdentitiesOnly, only the agent's keys that are also key
 * files of the config are offered, as ssh does.
 */
final class Identities implements IdentityRepository {

	private final IdentityRepository agent;
	private final IdentityRepository files;
	private final boolean onlyFiles;

	Identities(IdentityRepository agent, IdentityRepository files, boolean onlyFiles) {
		this.agent = agent;
		this.files = files;
		this.onlyFiles = onlyFiles;
	}

	@Override
	public Vector<Identity> getIdentities() {
		Vector<Identity> all = new Vector<>();
		Vector<Identity> keyFiles = files.getIdentities();
		if (agent.getStatus() != UNAVAILABLE) {
			for (Identity held : agent.getIdentities()) {
				if (!onlyFiles || keyFiles.stream().anyMatch(file -> Arrays.equals(file.getPublicKeyBlob(), held.getPublicKeyBlob()))) {
					all.add(held);
				}
			}
		}
		all.addAll(keyFiles);
		return all;
	}

	/** Never adds to the agent: a key Ovvi reads stays out of the user's agent. */
	@Override
	public boolean add(byte[] identity) {
		return false;
	}

	@Override
	public boolean remove(byte[] blob) {
		return false;
	}

	@Override
	public void removeAll() {
		// The user's agent is not Ovvi's to empty.
	}

	@Override
	public String getName() {
		return "ssh-agent and key files";
	}

	@Override
	public int getStatus() {
		return RUNNING;
	}
}
