import MVXCLI

await MVXCommand.runMain()
