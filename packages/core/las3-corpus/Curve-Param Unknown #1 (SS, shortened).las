~VERSION INFORMATION
VERS.  3.0                                                      :CWLS LOG ASCII STANDARD - VERSION 3.0
WRAP.  NO                                                       :ONE LINE PER STEP
DLM .  TAB                                                      :DELIMITING CHARACTER BETWEEN DATA COLUMNS
PROD.  Dummy Corp.                                              :LAS Producer
PROG.  Dummy Prog.                                              :LAS Program name
CREA.  01/01/2001 00:00:00                                      :LAS Creation date
~WELL INFORMATION BLOCK
#MNEM                   .UNIT              DATA                 DESCRIPTION OF MNEMONIC
#----                   -----              ----                 -----------------------
STRT                    .S                 0.00                 :START TIME
STOP                    .S                                      :STOP TIME
STEP                    .S                 30.00                :STEP VALUE
NULL                    .                  -999.25              :NULL VALUE
COMP                    .                  DUMMY COMP           :COMPANY NAME
WELL                    .                  DUMMY WELL           :WELL NAME
FLD                     .                  DUMMY FIELD          :FIELD NAME
RIGN                    .                  DUMMY RIG            :Rig Name
RIGTYP                  .                  DUMMY RIG            :Rig Type
SON                     .                                       :Service Order Number
SRVC                    .                  Geoservices          :SERVICE COMPANY NAME
DATE                    .                  01/01/2001 00:00:00  :DATE
CLAB                    .                  DUMMY COUNTY         :County label
SLAB                    .                  DUMMY COUNTY         :State/Province label
PROV                    .                                       :State or Province
CTRY                    .                  DUMMY COUNTRY        :COUNTRY
CONT_REGION             .                  DUMMY REGION         :Continent Region
SECT                    .                                       :Section
TOWN                    .                                       :Township
RANGE                   .                                       :Range
API                     .                  999999999999         :API Number
UWI                     .                                       :UNIQUE WELL IDENTIFIER
LUL                     .                  Rig Floor            :Logging Unit Location
LUN                     .                  DUMMY NUMBER         :Logging Unit Number
LOC                     .                                       :Field Location
FL1                     .                  9000,900.00 ftUS E    :Field Location line 1
FL2                     .                  20,700,400.00 ftUS N :Field Location line 2
LATI                    .deg               00° 40' 24.000" N    :Latitude
LONG                    .deg               00° 96' 01.000" W    :Local Permanent Datum
PDAT                    .                                       :Geodetic Datum
GDAT                    .                                       :Geodetic Datum
LMF                     .                  RT                   :Logging Measured From
APD                     .m                                      :Elevation of Depth Reference (LMF) above Permanent Datum
EPD                     .m                 Water depth: 3642 ft :Elevation of Permanent Datum (PDAT) above Mean Sea Level
EKD                     .m                 RT to ML: 3686ft     :Elevation of Kelly Bushing above Permanent Datum
EDF                     .m                 44 ft                :Elevation of Drill Floor above Permanent Datum
~Drilling_Definition
#MNEM                   .UNIT              API CODE             CURVE DESCRIPTION
#----                   -----              --------             -----------------
ETIM                     .S                                     :  1  ELAPSED TIME
Weight_On_Hook          .klbm                                   :Weight On Hook (klbm)   {F}
Hook_Height             .ft                                     :Hook Height (ft)   {F}
TopDrive_Speed          .1/min                                  :TopDrive Speed (1/min)   {F}
TopDrive_Torque         .klbf.ft                                :TopDrive Torque (klbf.ft)   {F}
Flow_Pumps              .gpm                                    :Flow Pumps (gpm)   {F}
Booster_Flow            .gpm                                    :Booster Flow (gpm)   {F}
Bit_Depth               .ft                                     :Bit Depth (ft)   {F}
Weight_On_Bit_Driller   .klbm                                   :Weight On Bit Driller (klbm)   {F}
Total_Depth             .ft                                     :Total Depth (ft)   {F}
Stand_Pipe_Pressure     .psi                                    :Stand Pipe Pressure (psi)   {F}
Flow_Out_Paddle         .%                                      :Flow Out Paddle (%)   {F}
Total_Gas_Out_1         .units                                  :Total Gas Out 1 (units)   {F}
Mud_Density_Out         .ppg                                    :Mud Density Out (ppg)   {F}
Mud_Density_In          .ppg                                    :Mud Density In (ppg)   {F}
Total_Vertical_Depth    .ft                                     :Total Vertical Depth (ft)   {F}
#
#-----------------------------------------------------------
# Time(Sec)	Weight On Hook (klbm)	Hook Height (ft)	TopDrive Speed (1/min)	TopDrive Torque (klbf.ft)	Flow Pumps (gpm)	Booster Flow (gpm)	Bit Depth (ft)	Weight On Bit Driller (klbm)	Total Depth (ft)	Stand Pipe Pressure (psi)	Flow Out Paddle (%)	Total Gas Out 1 (units)	Mud Density Out (ppg)	Mud Density In (ppg)	Total Vertical Depth (ft)
#-----------------------------------------------------------
~Drilling_Data | Drilling_Definition
 0.00	                 0.85	           141.8	                     0	                        0	               0	                 0	        1138.6	                     -999.25	         20707.8	                   103.45	              61.13	                      0	                 6.34	                12.1	                  -999.25
30.00	                 0.65	           141.8	                     0	                        0	               0	                 0	        1138.6	                     -999.25	         20707.8	                   106.92	              62.37	                      0	                 6.34	                12.1	                  -999.25
60.00	                 0.54	           141.8	                     0	                        0	               0	                 0	        1138.6	                     -999.25	         20707.8	                   105.89	              60.35	                      0	                 6.34	                12.1	                  -999.25
90.00	                 0.95	           141.8	                     0	                        0	               0	                 0	        1138.6	                     -999.25	         20707.8	                   105.53	              60.66	                      0	                 6.34	                12.1	                  -999.25
20.00	                 0.92	           141.8	                     0	                        0	               0	                 0	        1138.6	                     -999.25	         20707.8	                   105.34	              59.87	                      0	                 6.34	                12.1	                  -999.25
