package ovvi.herdr.ssh;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.jcraft.jsch.HostKey;
import com.jcraft.jsch.HostKeyRepository;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.UserInfo;

/**
 * Every UserKnownHostsFile of the config, as OpenSSH reads them: a key any of them holds for the
 * host is known; one none holds while some holds another for the host has changed. New keys go to
 * the first file, as ssh writes them; the others are only read. JSch reads one file per
 * {@link JSch}, so each further file has one of its own.
 */
final class KnownHostsFiles implements HostKeyRepository {

	private final HostKeyRepository first;
	private final List<HostKeyRepository> all;

	private KnownHostsFiles(HostKeyRepository first, List<HostKeyRepository> all) {
		this.first = first;
		this.all = all;
	}

	/**
	 * Reads the files, the first into {@code jsch}, whose connections then write new keys there. A
	 * missing file holds no key, as for ssh.
	 *
	 * @throws SshException a file that exists cannot be read
	 */
	static KnownHostsFiles read(JSch jsch, List<Path> files) throws SshException {
		List<HostKeyRepository> all = new ArrayList<>();
		for (Path file : files) {
			JSch reader = all.isEmpty() ? jsch : new JSch();
			try {
				reader.setKnownHosts(file.toString());
			} catch (JSchException e) {
				throw new SshException(SshException.Reason.CONFIG, "the known hosts file " + file + " cannot be read: " + SshWords.of(e),
						null, e);
			}
			all.add(reader.getHostKeyRepository());
		}
		return new KnownHostsFiles(all.getFirst(), List.copyOf(all));
	}

	@Override
	public int check(String host, byte[] key) {
		boolean changed = false;
		for (HostKeyRepository file : all) {
			int known = file.check(host, key);
			if (known == OK) {
				return OK;
			}
			changed |= known == CHANGED;
		}
		return changed ? CHANGED : NOT_INCLUDED;
	}

	@Override
	public void add(HostKey hostkey, UserInfo ui) {
		first.add(hostkey, ui);
	}

	/** Removes from the first file only: the others are the user's to edit, as ssh leaves them. */
	@Override
	public void remove(String host, String type) {
		first.remove(host, type);
	}

	@Override
	public void remove(String host, String type, byte[] key) {
		first.remove(host, type, key);
	}

	@Override
	public String getKnownHostsRepositoryID() {
		return first.getKnownHostsRepositoryID();
	}

	@Override
	public HostKey[] getHostKey() {
		return all.stream().flatMap(file -> Arrays.stream(orNone(file.getHostKey()))).toArray(HostKey[]::new);
	}

	@Override
	public HostKey[] getHostKey(String host, String type) {
		return all.stream().flatMap(file -> Arrays.stream(orNone(file.getHostKey(host, type)))).toArray(HostKey[]::new);
	}

	private static HostKey[] orNone(HostKey[] keys) {
		return keys == null ? new HostKey[0] : keys;
	}
}
